import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '../../features/auth/account/login-page';

export const Route = createFileRoute('/account/login')({
  validateSearch: z.object({ returnUrl: z.optional(z.string()) }),
  component: function Login() {
    return <LoginPage returnUrl={Route.useSearch().returnUrl} />;
  },
});
