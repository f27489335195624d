import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { TenantBox } from '../features/auth/account/tenant-box';
import { AccountLayout } from '../features/shell/components/layouts';
import { OfflineBanner } from '../features/shell/components/offline-banner';
import { loadCatalog } from '../i18n/i18n';

/** The account area (spec part 1 §2): navbar, alerts and the account card with the tenant box. */
export const Route = createFileRoute('/account')({
  beforeLoad: () => loadCatalog('account'),
  component: AccountRoute,
});

function AccountRoute() {
  // Routes hide the tenant box with `staticData: { tenantBoxVisible: false }`.
  const tenantBoxVisible = useMatches({
    select: (matches) => matches.every((m) => m.staticData.tenantBoxVisible !== false),
  });
  return (
    <AccountLayout alerts={<OfflineBanner />} tenantBox={tenantBoxVisible ? <TenantBox /> : null}>
      <Outlet />
    </AccountLayout>
  );
}
