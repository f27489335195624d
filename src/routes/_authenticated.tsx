import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignIn } from '../features/auth/guards';
import { ConfirmProvider } from '../ui/confirm-provider';

/** Every route below needs a signed-in user; visitors go to sign-in with a returnUrl. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireSignIn,
  component: SignedInLayout,
});

// Only signed-in screens ask questions: the provider stays off the sign-in screen's bundle.
function SignedInLayout() {
  return (
    <ConfirmProvider>
      <Outlet />
    </ConfirmProvider>
  );
}
