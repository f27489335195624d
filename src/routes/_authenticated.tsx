import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignIn } from '../features/auth/guards';

/** Every route below needs a signed-in user; visitors go to sign-in with a returnUrl. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireSignIn,
  component: Outlet,
});
