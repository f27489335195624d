import { createFileRoute } from '@tanstack/react-router';
import { CallbackPage } from '../../features/auth/code-flow/callback-page';
import { EmptyLayout } from '../../features/shell/components/empty-layout';
import { loadCatalog } from '../../i18n/i18n';

/** Where the provider returns in the authorization code flow (redirect_uri). */
export const Route = createFileRoute('/auth/callback')({
  loader: () => loadCatalog('signin'),
  component: function Callback() {
    return (
      <EmptyLayout>
        <CallbackPage />
      </EmptyLayout>
    );
  },
});
