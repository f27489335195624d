import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/auth/account/forgot-password-page';

export const Route = createFileRoute('/account/forgot-password')({ component: ForgotPasswordPage });
