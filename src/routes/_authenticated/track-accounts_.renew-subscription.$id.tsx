import { createFileRoute } from '@tanstack/react-router';
import { scopeTokenTo } from '../../features/auth/track-account-token';
import { RenewSubscriptionPage } from '../../features/subscriptions/purchase/renew-page';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

// `track-accounts_`: a page of its own, not rendered inside the accounts page's outlet.
export const Route = createFileRoute('/_authenticated/track-accounts_/renew-subscription/$id')({
  codeSplitGroupings: [['component']],
  loader: () => loadCatalog('subscriptions'),
  component: RenewSubscriptionRoute,
});

function RenewSubscriptionRoute() {
  const { id } = Route.useParams();
  return (
    <RenewSubscriptionPage
      accountId={id}
      prepare={scopeTokenTo}
      online={useOnline()}
      languageMenu={<LanguageMenu />}
    />
  );
}
