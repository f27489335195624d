import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Trans } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { isPolicyGranted } from '../../../api/app-state';
import { ConfirmProvider } from '../../../ui/confirm-provider';
import { Spinner } from '../../../ui/spinner';
import type { AdminPath } from '../paths';
import { loadAdminTexts } from '../texts';

type Screen = { policy: string; Page: ComponentType };
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** One settings screen, its tabs by permission: either permission opens it. */
const SETTINGS_POLICY = 'GoTrack.SettingManagement || FeatureManagement.ManageHostFeatures';
const settingsPage = (tab: 'gotrack' | 'features') =>
  lazy(() =>
    import('../features/settings-page').then(({ SettingsPage }) => ({
      default: () => <SettingsPage tab={tab} />,
    })),
  );

/** Each screen's policy (spec part 1 §6) and its code, fetched when opened. */
const SCREENS: Record<AdminPath, Screen> = {
  'identity/roles': {
    policy: 'AbpIdentity.Roles',
    Page: page(() => import('../identity/roles-page'), 'RolesPage'),
  },
  'identity/users': {
    policy: 'AbpIdentity.Users',
    Page: page(() => import('../identity/users-page'), 'UsersPage'),
  },
  'tenant-management/tenants': {
    policy: 'AbpTenantManagement.Tenants',
    Page: page(() => import('../tenants/tenants-page'), 'TenantsPage'),
  },
  'setting-management/gotrack': { policy: SETTINGS_POLICY, Page: settingsPage('gotrack') },
  'setting-management/features': { policy: SETTINGS_POLICY, Page: settingsPage('features') },
  'back-office/requests': {
    policy: 'GoTrack.Requests.Manage',
    Page: page(() => import('../requests/requests-page'), 'BackOfficeRequestsPage'),
  },
};

/** One administration screen, or a refusal when the user lacks its permission. */
export function AdminScreen({ path }: { path: AdminPath }) {
  const appState = useCurrentAppState();
  const [textsReady, setTextsReady] = useState(false);
  useEffect(() => {
    void loadAdminTexts().finally(() => setTextsReady(true));
  }, []);
  const screen = SCREENS[path];
  if (!textsReady) return <Spinner />;
  if (!isPolicyGranted(screen.policy, appState.auth.grantedPolicies)) {
    return (
      <section>
        <h1>
          <Trans>Not allowed</Trans>
        </h1>
        <p>
          <Trans>Your account does not have the permission to open this page.</Trans>
        </p>
      </section>
    );
  }
  return (
    <ConfirmProvider>
      <Suspense fallback={<Spinner />}>
        <screen.Page />
      </Suspense>
    </ConfirmProvider>
  );
}
