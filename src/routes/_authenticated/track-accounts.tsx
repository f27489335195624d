import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useCurrentAppState } from '../../api/app-context';
import { signOut } from '../../features/auth/auth-runtime';
import { ApplicationLayout } from '../../features/shell/components/layouts';
import { OfflineBanner } from '../../features/shell/components/offline-banner';
import { Button } from '../../ui/button';

// Where sign-in lands. The list of the user's track accounts arrives with the track-accounts
// issue; until then this page only proves the session (name from app state, Logout).
export const Route = createFileRoute('/_authenticated/track-accounts')({
  component: TrackAccountsPage,
});

function TrackAccountsPage() {
  const { currentUser } = useCurrentAppState();
  const name =
    [currentUser.name, currentUser.surName].filter(Boolean).join(' ') ||
    currentUser.userName ||
    currentUser.phoneNumber;
  return (
    <ApplicationLayout alerts={<OfflineBanner />}>
      <h1>
        <Trans>Your track accounts</Trans>
      </h1>
      <p>
        <Trans>Signed in as {name}</Trans>
      </p>
      <Button variant="secondary" onClick={() => void signOut()}>
        <Trans>Logout</Trans>
      </Button>
    </ApplicationLayout>
  );
}
