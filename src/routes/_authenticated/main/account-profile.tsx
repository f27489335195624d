import { createFileRoute } from '@tanstack/react-router';
import { useRuntimeConfig } from '../../../api/app-context';
import { VerifyEmailDialog } from '../../../features/alerts/wizard/verify-email-dialog';
import { ProfilePage } from '../../../features/profile/components/profile-page';
import { PushToggle } from '../../../features/push/components/push-toggle';
import { signOut } from '../../../features/shell/sign-out';
import { loadCatalog } from '../../../i18n/i18n';

/**
 * The signed-in user's profile (spec part 2 §2 "Account profile"); every role has one. Composes
 * the profile screen with the alerts feature's verify-email dialog and the push toggle.
 */
export const Route = createFileRoute('/_authenticated/main/account-profile')({
  // The verify-email dialog's texts live in the management catalog with the alerts.
  loader: () => loadCatalog('manage'),
  component: AccountProfileRoute,
});

function AccountProfileRoute() {
  const { demoOtp } = useRuntimeConfig();
  return (
    <ProfilePage
      verifyEmail={(profile, onClose) => (
        <VerifyEmailDialog profile={profile} demo={demoOtp} onClose={onClose} />
      )}
      pushToggle={<PushToggle />}
      onDeleted={signOut}
    />
  );
}
