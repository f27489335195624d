import { createFileRoute } from '@tanstack/react-router';
import { scopeTokenTo } from '../../features/auth/track-account-token';
import { SmsBundleRenewalPage } from '../../features/subscriptions/purchase/sms-bundle-page';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';

// `track-accounts_`: a page of its own, not rendered inside the accounts page's outlet.
export const Route = createFileRoute('/_authenticated/track-accounts_/sms-bundle-renewal/$id')({
  codeSplitGroupings: [['component']],
  loader: () => loadCatalog('subscriptions'),
  component: SmsBundleRenewalRoute,
});

function SmsBundleRenewalRoute() {
  const { id } = Route.useParams();
  return (
    <SmsBundleRenewalPage
      accountId={id}
      prepare={scopeTokenTo}
      online={useOnline()}
      languageMenu={<LanguageMenu />}
    />
  );
}
