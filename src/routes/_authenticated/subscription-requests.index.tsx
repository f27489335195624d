import { createFileRoute } from '@tanstack/react-router';
import { myRequestsQuery, RequestsPage } from '../../features/subscriptions/requests';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { i18n, loadCatalog } from '../../i18n/i18n';

/** /subscription-requests (spec part 1 §2 item 7): the user's requests. */
export const Route = createFileRoute('/_authenticated/subscription-requests/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    // Not awaited: a persisted list shows at once while it refreshes.
    void context.queryClient.prefetchQuery(myRequestsQuery(i18n.locale));
    return loadCatalog('subscriptions');
  },
  component: () => <RequestsPage languageMenu={<LanguageMenu />} />,
});
