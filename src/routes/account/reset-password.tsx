import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordPage } from '../../features/auth/account/reset-password-page';

/** Target of the e-mailed reset link; the tenant comes with the link, so no tenant box. */
export const Route = createFileRoute('/account/reset-password')({
  validateSearch: z.object({
    userId: z.optional(z.string()),
    resetToken: z.optional(z.string()),
  }),
  staticData: { tenantBoxVisible: false },
  component: function ResetPassword() {
    const { userId, resetToken } = Route.useSearch();
    return <ResetPasswordPage userId={userId} resetToken={resetToken} />;
  },
});
