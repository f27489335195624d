import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { trackAccountFeaturesQuery } from '../../features/accounts/api/track-account-features';
import { MainLayout } from '../../features/accounts/components/main-layout';
import { openLinkedAccount } from '../../features/accounts/account-from-link';
import { chosenAccountId, isObserver } from '../../features/accounts/chosen-account';
import {
  refreshForTrackAccount,
  tokenForTrackAccount,
} from '../../features/auth/track-account-token';
import { LanguageMenu, switchLanguage } from '../../features/shell/components/language-menu';
import { NavDropdown } from '../../features/shell/components/nav-dropdown';
import { signOut } from '../../features/shell/sign-out';
import { loadCatalog } from '../../i18n/i18n';

/** The account's screens (spec part 2 §2): only with a chosen track account. */
export const Route = createFileRoute('/_authenticated/main')({
  // Loader and page in one lazy chunk: neither weighs on the sign-in screen's bundle.
  codeSplitGroupings: [['loader', 'component']],
  // `?account=` (a notification's link, pushed or in the list) makes a match of its own: the
  // loader then runs, and selects that account, before the screen asks anything with the token
  // of whichever account another tab chose meanwhile.
  loaderDeps: ({ search }) => ({ account: (search as { account?: unknown }).account }),
  loader: async ({ context, deps }) => {
    // A notification of another of the user's accounts opens in that account.
    await openLinkedAccount(context.queryClient, deps.account);
    const accountId = chosenAccountId();
    if (!accountId) throw redirect({ to: '/track-accounts' });
    void context.queryClient.prefetchQuery(trackAccountFeaturesQuery(accountId));
    await Promise.all([loadCatalog('main'), tokenForTrackAccount(accountId)]);
    // With the account, as fresh as it: whether the user only observes it (screens offer an
    // owner's changes by it; the server decides all the same).
    return { accountId, observer: isObserver() };
  },
  component: MainRoute,
});

function MainRoute() {
  const { accountId } = Route.useLoaderData();
  return (
    // No generic offline banner here: each screen says offline how old its own data is.
    <MainLayout
      accountId={accountId}
      languageMenu={<LanguageMenu />}
      renderMenu={(menu) => <NavDropdown {...menu} />}
      onLanguage={(locale) => void switchLanguage(locale, true)}
      onLogout={() => void signOut()}
      refreshToken={refreshForTrackAccount}
    >
      <Outlet />
    </MainLayout>
  );
}
