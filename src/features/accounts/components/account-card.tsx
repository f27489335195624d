import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackAccount } from '../../../api/contract/track-accounts.ts';
import { IconButton } from '../../../ui/button';
import { visuallyHidden } from '../../../ui/shared.css';
import { AppLink } from './app-link';
import * as css from './accounts.css';

export interface AccountCardProps {
  account: TrackAccount;
  /** True while any card is being chosen: one choice at a time. */
  busy: boolean;
  onChoose: (account: TrackAccount) => void;
  onInfo: (account: TrackAccount) => void;
}

/** One track account (spec part 1 §2 item 1); owners also get the purchase actions. */
export function AccountCard({ account, busy, onChoose, onInfo }: AccountCardProps) {
  const { t } = useLingui();
  const owner = account.userTrackAccountAssociation.associationType === 'Owner';
  const type = account.accountType === 'Business' ? t`Business` : t`Personal`;
  const role = owner ? t`Owner` : t`Observer`;
  return (
    <li className={css.card}>
      <div className={css.cardTop}>
        <button
          type="button"
          className={css.choose}
          data-account-id={account.id}
          disabled={busy}
          onClick={() => onChoose(account)}
        >
          {/* The name is what the card shows, so speech input can say it (WCAG 2.5.3); the
              spaces keep the words apart in it (a flex container does not draw them). */}
          <span className={visuallyHidden}>{t`Open`}</span>{' '}
          <span className={css.name}>{account.name}</span> <span className={css.muted}>{type}</span>{' '}
          <span className={css.badge}>{role}</span>
        </button>
        <IconButton
          aria-label={t`Account information: ${account.name}`}
          icon={<InfoIcon />}
          onClick={() => onInfo(account)}
        />
      </div>
      {owner ? (
        <div className={css.actions}>
          {/* Screens of the subscriptions feature: plain app links, not imports of it. */}
          <AppLink className={css.link} href={`/track-accounts/sms-bundle-renewal/${account.id}`}>
            <Trans>SMS bundle</Trans>
          </AppLink>
          <AppLink className={css.link} href={`/track-accounts/renew-subscription/${account.id}`}>
            <Trans>Renew subscription</Trans>
          </AppLink>
          <AppLink className={css.link} href={`/track-accounts/increase-vehicle/${account.id}`}>
            <Trans>Increase vehicles</Trans>
          </AppLink>
          <AppLink className={css.headerLink} href={`/track-accounts/requests/${account.id}`}>
            <Trans>Requests</Trans>
          </AppLink>
        </div>
      ) : null}
    </li>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z" />
    </svg>
  );
}
