import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { leaveSignInWhenSignedIn } from '../features/auth/guards';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { EmptyLayout } from '../features/shell/components/empty-layout';
import { LanguageMenu } from '../features/shell/components/language-menu';

/** Sign-in at the empty path (spec part 1 §2), full screen. */
export const Route = createFileRoute('/')({
  // The first screen: bundled with the app rather than fetched as one more request after it.
  codeSplitGroupings: [['loader']],
  validateSearch: z.object({ returnUrl: z.optional(z.string()) }),
  beforeLoad: leaveSignInWhenSignedIn,
  component: SignInRoute,
});

function SignInRoute() {
  const { returnUrl } = Route.useSearch();
  return (
    <EmptyLayout>
      <SignInPage returnUrl={returnUrl} languageMenu={<LanguageMenu />} />
    </EmptyLayout>
  );
}
