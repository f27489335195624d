import { createFileRoute } from '@tanstack/react-router';
import { RequestDetailsPage } from '../../features/subscriptions/requests';
import { typeParams } from '../../features/subscriptions/requests/type-params';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

const TYPES = ['PersonalAccountSubscription', 'BusinessAccountSubscription'] as const;

/** /subscription-requests/{type}/{id} (spec part 1 §2 item 7): a subscription request. */
export const Route = createFileRoute('/_authenticated/subscription-requests/$type/$id')({
  params: typeParams(TYPES),
  codeSplitGroupings: [['component']],
  loader: () => loadCatalog('subscriptions'),
  component: RequestRoute,
});

function RequestRoute() {
  const { type, id } = Route.useParams();
  return (
    <RequestDetailsPage type={type} id={id} online={useOnline()} languageMenu={<LanguageMenu />} />
  );
}
