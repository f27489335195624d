import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { trackAccountFeaturesQuery } from '../../features/accounts/api/track-account-features';
import { MainLayout } from '../../features/accounts/components/main-layout';
import { atMost, loadSession, RESTORE_WAIT_MS } from '../../features/auth/auth-runtime';
import { TRACK_ACCOUNT_KEYS } from '../../features/auth/storage-keys';
import { tokenAccountId } from '../../features/auth/token-store';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { loadCatalog } from '../../i18n/i18n';

/** The account's screens (spec part 2 §2): only with a chosen track account. */
export const Route = createFileRoute('/_authenticated/main')({
  // Loader and page in one lazy chunk: neither weighs on the sign-in screen's bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    const accountId = localStorage.getItem(TRACK_ACCOUNT_KEYS.trackAccountId);
    if (!accountId) throw redirect({ to: '/track-accounts' });
    void context.queryClient.prefetchQuery(trackAccountFeaturesQuery(accountId));
    // A token for another account (its info dialog was opened, another tab chose one) would
    // make every call answer for the wrong account; offline, or on a connection too slow to get
    // a new one soon, the old token has to do (the saved screens show at once).
    const tokenFor = tokenAccountId();
    await Promise.all([
      loadCatalog('main'),
      tokenFor === accountId
        ? null
        : atMost(
            RESTORE_WAIT_MS,
            loadSession()
              .then((s) => s.refreshWithTrackAccount(accountId))
              .catch(() => undefined),
          ),
    ]);
    return { accountId };
  },
  component: MainRoute,
});

function MainRoute() {
  const { accountId } = Route.useLoaderData();
  return (
    // No generic offline banner here: each screen says offline how old its own data is.
    <MainLayout accountId={accountId} languageMenu={<LanguageMenu />}>
      <Outlet />
    </MainLayout>
  );
}
