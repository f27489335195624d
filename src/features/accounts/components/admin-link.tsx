import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStateQuery, isPolicyGranted } from '../../../api/app-state';
import { AppLink } from './app-link';

/**
 * The administration screens in menu order, with their policies (spec part 1 §6). Administrators
 * land on the accounts list, which has no navbar: this is their way in. (Features do not import
 * each other, so the admin area's own list cannot be used here.)
 */
const ADMIN_SCREENS: readonly (readonly [policy: string, path: string, hostTenancy?: true])[] = [
  ['AbpIdentity.Roles', '/identity/roles'],
  ['AbpIdentity.Users', '/identity/users'],
  ['AbpTenantManagement.Tenants', '/tenant-management/tenants', true],
  ['GoTrack.SettingManagement', '/setting-management/gotrack'],
  ['FeatureManagement.ManageHostFeatures', '/setting-management/features'],
  ['GoTrack.Requests.Manage', '/back-office/requests'],
];

/** The first administration screen the user may open, or null. */
export function firstAdminPath(granted: Record<string, boolean>, multiTenancy: boolean) {
  const screen = ADMIN_SCREENS.find(
    ([policy, , tenancy]) => (multiTenancy || !tenancy) && isPolicyGranted(policy, granted),
  );
  return screen ? screen[1] : null;
}

/** "Administration", for users holding any administration permission; nothing for others. */
export function AdminLink({ className }: { className?: string }) {
  const { i18n } = useLingui();
  // Read from the cache only: the app loaded it before any screen, and a test may have none.
  const { data } = useQuery({ ...appStateQuery(i18n.locale), enabled: false });
  const path = data ? firstAdminPath(data.auth.grantedPolicies, data.multiTenancy.isEnabled) : null;
  if (!path) return null;
  return (
    <AppLink className={className} href={path}>
      <Trans>Administration</Trans>
    </AppLink>
  );
}
