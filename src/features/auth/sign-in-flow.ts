import type { RuntimeConfig } from '../../api/contract/runtime-config.ts';
import { atPageOrigin } from '../../api/page-origin.ts';

/**
 * The authorization code flow (PKCE) signs users in on the provider's own pages: always with a
 * provider other than this host (ABP/OpenIddict, a corporate IdP), and here too when the
 * deployment asks for it (`SIGN_IN_FLOW=code`). Otherwise our one-time-code screens do.
 */
export function usesCodeFlow(config: RuntimeConfig, origin = location.origin): boolean {
  if (config.signInFlow !== 'auto') return config.signInFlow === 'code';
  try {
    return new URL(atPageOrigin(config.issuer, config, origin)).origin !== origin;
  } catch {
    return true;
  }
}
