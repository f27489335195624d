import { createFileRoute } from '@tanstack/react-router';
import { CreateSubscriptionPage } from '../../features/subscriptions/create/create-page';
import { createPagePrefetch } from '../../features/subscriptions/create/prefetch';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

/**
 * /track-accounts/create (spec part 1 §2 item 2). `track-accounts_` keeps it out of the
 * /track-accounts page (which has no outlet): the form is a page of its own.
 */
export const Route = createFileRoute('/_authenticated/track-accounts_/create')({
  // Loader and page in one lazy chunk: neither weighs on the sign-in screen's bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    // Not awaited: persisted catalogue lists show at once while they refresh.
    createPagePrefetch(context.queryClient);
    return loadCatalog('subscriptions');
  },
  component: CreateRoute,
});

function CreateRoute() {
  return <CreateSubscriptionPage online={useOnline()} languageMenu={<LanguageMenu />} />;
}
