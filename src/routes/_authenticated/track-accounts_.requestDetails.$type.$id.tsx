import { createFileRoute } from '@tanstack/react-router';
import { REQUEST_TYPES } from '../../api/contract/request-types.ts';
import { RequestDetailsPage } from '../../features/subscriptions/requests';
import { typeParams } from '../../features/subscriptions/requests/type-params';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

type Search = { account?: string };

/**
 * /track-accounts/requestDetails/{type}/{id} (spec part 1 §2 item 6). `?account=` when opened
 * from an account's requests dialog, so "back" returns there. Not nested in /track-accounts.
 */
export const Route = createFileRoute('/_authenticated/track-accounts_/requestDetails/$type/$id')({
  params: typeParams(REQUEST_TYPES),
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.account === 'string' && search.account ? { account: search.account } : {},
  codeSplitGroupings: [['component']],
  loader: () => loadCatalog('subscriptions'),
  component: RequestDetailsRoute,
});

function RequestDetailsRoute() {
  const { type, id } = Route.useParams();
  const { account } = Route.useSearch();
  return (
    <RequestDetailsPage
      type={type}
      id={id}
      accountId={account}
      online={useOnline()}
      languageMenu={<LanguageMenu />}
    />
  );
}
