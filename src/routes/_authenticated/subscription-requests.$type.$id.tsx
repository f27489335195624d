import { createFileRoute, notFound } from '@tanstack/react-router';
import { RequestDetailsPage } from '../../features/subscriptions/requests';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

const TYPES = ['PersonalAccountSubscription', 'BusinessAccountSubscription'] as const;

/** /subscription-requests/{type}/{id} (spec part 1 §2 item 7): a subscription request. */
export const Route = createFileRoute('/_authenticated/subscription-requests/$type/$id')({
  params: {
    parse: ({ type, id }) => {
      const known = TYPES.find((t) => t === type);
      if (!known) throw notFound();
      return { type: known, id };
    },
    stringify: ({ type, id }) => ({ type, id }),
  },
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadCatalog('subscriptions'),
  component: RequestRoute,
});

function RequestRoute() {
  const { type, id } = Route.useParams();
  return (
    <RequestDetailsPage type={type} id={id} online={useOnline()} languageMenu={<LanguageMenu />} />
  );
}
