import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  TrackAccount,
  TrackAccountSubscription,
} from '../../../api/contract/track-accounts.ts';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { currentSubscriptionQuery } from '../api/current-subscription';
import { formatDay } from '../format';
import * as css from './accounts.css';

export interface AccountInfoDialogProps {
  account: TrackAccount;
  /** Gets a token for the account: the endpoint reads the account from the token. */
  prepare: (id: string) => Promise<unknown>;
  onClose: () => void;
}

/** The account-info dialog (spec part 1 §2 item 9): the account's current subscription. */
export function AccountInfoDialog({ account, prepare, onClose }: AccountInfoDialogProps) {
  const { t } = useLingui();
  const query = useQuery(currentSubscriptionQuery(account.id, prepare));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Account information: ${account.name}`}
    >
      {query.data ? (
        <SubscriptionFacts subscription={query.data} />
      ) : query.isError ? (
        <p role="alert">
          <Trans>The subscription could not be loaded.</Trans>
        </p>
      ) : (
        <Spinner label={t`Loading`} />
      )}
    </Dialog>
  );
}

function SubscriptionFacts({ subscription: s }: { subscription: TrackAccountSubscription }) {
  const { t } = useLingui();
  const states = {
    Active: t`Active`,
    Expired: t`Expired`,
    Pending: t`Pending`,
    Cancelled: t`Cancelled`,
  };
  const rows: [string, string | number][] = [
    [t`Plan`, s.subscriptionPlanLocalizedName],
    [t`From`, formatDay(s.from)],
    [t`To`, formatDay(s.to)],
    [t`Users`, s.userCount],
    [t`SMS bundle`, s.smsBundleCount],
    [t`State`, states[s.state]],
  ];
  return (
    <dl className={css.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={css.factRow}>
          <dt>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
