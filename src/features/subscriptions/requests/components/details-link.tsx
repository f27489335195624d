import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestDto } from '../../../../api/contract/requests.ts';
import { formatDateTime, TYPE_LABELS } from '../labels';
import { isSubscriptionType } from '../rules';
import * as subCss from '../../components/subscriptions.css';

export interface DetailsLinkProps {
  request: RequestDto;
  /** Opened from an account's requests dialog: the details lead back to it. */
  accountId?: string;
}

/**
 * The request's detail screen: subscriptions have theirs under /subscription-requests (spec
 * §2.7), the account families under /track-accounts/requestDetails (§2.6).
 */
export function DetailsLink({ request, accountId }: DetailsLinkProps) {
  const { t, i18n } = useLingui();
  const name = i18n._(TYPE_LABELS[request.type]);
  const when = formatDateTime(request.creationTime, i18n.locale);
  const label = t`Details of the ${name} request of ${when}`;
  const { type, id } = request;
  if (isSubscriptionType(type) && !accountId) {
    return (
      <Link
        to="/subscription-requests/$type/$id"
        params={{ type, id }}
        className={subCss.link}
        aria-label={label}
      >
        <Trans>Details</Trans>
      </Link>
    );
  }
  return (
    <Link
      to="/track-accounts/requestDetails/$type/$id"
      params={{ type, id }}
      search={accountId ? { account: accountId } : {}}
      className={subCss.link}
      aria-label={label}
    >
      <Trans>Details</Trans>
    </Link>
  );
}
