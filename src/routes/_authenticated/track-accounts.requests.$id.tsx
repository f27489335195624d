import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountRequestsDialog } from '../../features/subscriptions/requests';
import { loadCatalog } from '../../i18n/i18n';

/**
 * /track-accounts/requests/{id}: an account's requests (spec part 1 §2 item 9), a dialog over
 * the accounts list (rendered in its outlet), so the list stays mounted behind it.
 */
export const Route = createFileRoute('/_authenticated/track-accounts/requests/$id')({
  codeSplitGroupings: [['component']],
  loader: () => loadCatalog('subscriptions'),
  component: AccountRequestsRoute,
});

function AccountRequestsRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <AccountRequestsDialog
      accountId={id}
      onClose={() => void navigate({ to: '/track-accounts' })}
    />
  );
}
