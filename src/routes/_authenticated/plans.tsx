import { createFileRoute } from '@tanstack/react-router';
import { plansQuery } from '../../features/subscriptions/api/list-plans';
import { PlansPage } from '../../features/subscriptions/components/plans-page';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { i18n, loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

type PlansSearch = { select?: boolean };

/** /plans (spec part 1 §2 item 8); `?select=true` returns the choice to the form it came from. */
export const Route = createFileRoute('/_authenticated/plans')({
  validateSearch: (search: Record<string, unknown>): PlansSearch =>
    search.select === true || search.select === 'true' ? { select: true } : {},
  // Loader and page in one lazy chunk: neither weighs on the sign-in screen's bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    // Not awaited: a persisted list shows at once while it refreshes.
    void context.queryClient.prefetchQuery(plansQuery(i18n.locale));
    return loadCatalog('subscriptions');
  },
  component: PlansRoute,
});

function PlansRoute() {
  const { select } = Route.useSearch();
  return (
    <PlansPage select={select === true} online={useOnline()} languageMenu={<LanguageMenu />} />
  );
}
