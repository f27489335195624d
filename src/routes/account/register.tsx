import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/account/register-page';

export const Route = createFileRoute('/account/register')({ component: RegisterPage });
