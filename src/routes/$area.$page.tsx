import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireSignIn } from '../features/auth/guards';
import { isAdminPath } from '../features/admin/paths';
import { AdminScreen } from '../features/admin/components/admin-screen';
import { ApplicationLayout } from '../features/shell/components/layouts';

/**
 * Every administration screen (/identity/roles, /identity/users, /tenant-management/tenants,
 * /setting-management/gotrack and …/features, /back-office/requests) behind one route: each route
 * file adds to the first screen's bundle, which has no room for six. Any other two-part path is
 * "Page not found".
 */
export const Route = createFileRoute('/$area/$page')({
  beforeLoad: async ({ params, location }) => {
    if (!isAdminPath(`${params.area}/${params.page}`)) throw notFound();
    await requireSignIn({ location });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { area, page } = Route.useParams();
  const path = `${area}/${page}`;
  return (
    <ApplicationLayout>{isAdminPath(path) ? <AdminScreen path={path} /> : null}</ApplicationLayout>
  );
}
