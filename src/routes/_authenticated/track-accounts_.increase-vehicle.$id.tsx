import { createFileRoute } from '@tanstack/react-router';
import { scopeTokenTo } from '../../features/auth/track-account-token';
import { IncreaseVehiclesPage } from '../../features/subscriptions/purchase/increase-vehicles-page';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

// `track-accounts_`: a page of its own, not rendered inside the accounts page's outlet.
export const Route = createFileRoute('/_authenticated/track-accounts_/increase-vehicle/$id')({
  codeSplitGroupings: [['component']],
  loader: () => loadCatalog('subscriptions'),
  component: IncreaseVehiclesRoute,
});

function IncreaseVehiclesRoute() {
  const { id } = Route.useParams();
  return (
    <IncreaseVehiclesPage
      accountId={id}
      prepare={scopeTokenTo}
      online={useOnline()}
      languageMenu={<LanguageMenu />}
    />
  );
}
