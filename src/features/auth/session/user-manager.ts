import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { TENANT_HEADER } from '../../../api/contract/common.ts';
import { TRACK_ACCOUNT_HEADER } from '../../../api/contract/identity-names.ts';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { getSessionTenant } from '../../../api/session.ts';
import { trackAccountHeader } from './track-account-header';

/**
 * Access tokens live 15 minutes: asking 2 minutes ahead leaves room for a slow network and for
 * the 5-second polling of oidc-client-ts's timers, without refreshing needlessly often.
 */
export const EXPIRING_NOTICE_SECONDS = 120;

export function createUserManager(config: RuntimeConfig, origin = location.origin) {
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    scope: config.scope,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: localStorage }),
    // Renewal still runs on its own, but through `refresh()`: it takes a lock shared by all tabs
    // (refresh tokens rotate, so two tabs refreshing at once would revoke the grant) and
    // tolerates a dropped connection. The library's own renew service knows neither.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTICE_SECONDS,
    loadUserInfo: false,
    // A hanging token request must fail (and be retried) rather than hold a refresh forever.
    requestTimeoutInSeconds: 15,
    revokeTokenTypes: ['refresh_token'],
    // Our grants carry no session_state, so there is no provider session to watch.
    monitorSession: false,
    // Token requests carry the tenant and the chosen track account (spec part 1 §6, §7).
    extraHeaders: {
      [TENANT_HEADER]: () => getSessionTenant()?.id ?? '',
      [TRACK_ACCOUNT_HEADER]: () => trackAccountHeader(),
    },
  });
}
