import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '../../features/auth/account/manage-page';
import { requireSignIn } from '../../features/auth/guards';

/** My account: signed-in users only; switching tenant makes no sense once signed in. */
export const Route = createFileRoute('/account/manage')({
  beforeLoad: requireSignIn,
  staticData: { tenantBoxVisible: false },
  component: ManagePage,
});
