import { lazy, Suspense } from 'react';
import { createFileRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useCurrentAppState } from '../../api/app-context';
import { signOut } from '../../features/auth/auth-runtime';
import { refreshForTrackAccount } from '../../features/auth/track-account-token';
import { trackAccountsQuery } from '../../features/accounts/api/list-track-accounts';
import { TrackAccountsPage } from '../../features/accounts/components/track-accounts-page';
import { LanguageMenu } from '../../features/shell/components/language-menu';
import { useOnline } from '../../ui/use-online';
import { connectivity } from '../../ui/connectivity-store';
import { tokenAccountId } from '../../features/auth/token-store';
import { loadCatalog } from '../../i18n/i18n';

/** Where sign-in lands: the user's track accounts (spec part 1 §2 item 1). */
export const Route = createFileRoute('/_authenticated/track-accounts')({
  // The list is not awaited: a persisted copy renders at once (offline too) while it refreshes.
  // Loader and page in one lazy chunk: neither weighs on the sign-in screen's bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(trackAccountsQuery());
    return loadCatalog('main');
  },
  component: TrackAccountsRoute,
});

// Online, choosing an account always asks for a token that carries it (fresh claims). Offline,
// the account the token already carries still opens, on its saved screens; another one cannot
// (a token for the wrong account would mix the two accounts' data once the network is back).
const refreshToken = (id: string) =>
  !connectivity.isOnline() && tokenAccountId() === id
    ? Promise.resolve()
    : refreshForTrackAccount(id);

// A payment provider sends the payer back here with its parameters (PUBLIC_URL/track-accounts,
// the payment's callBackUrl): only then is the dialog that checks the payment downloaded.
const PaymentReturn = lazy(() =>
  Promise.all([
    import('../../features/subscriptions/payment-return'),
    loadCatalog('subscriptions'),
  ]).then(([m]) => ({ default: m.PaymentReturn })),
);

function TrackAccountsRoute() {
  const { currentUser } = useCurrentAppState();
  const search = useLocation({ select: (l) => l.searchStr });
  const navigate = useNavigate();
  const userName =
    [currentUser.name, currentUser.surName].filter(Boolean).join(' ') ||
    currentUser.userName ||
    currentUser.phoneNumber ||
    '';
  return (
    <>
      <TrackAccountsPage
        languageMenu={<LanguageMenu />}
        userName={userName}
        online={useOnline()}
        onLogout={() => void signOut()}
        refreshToken={refreshToken}
      />
      {/* Dialogs over the list that have their own address (an account's requests). */}
      <Outlet />
      {search.includes('order_id=') ? (
        <Suspense fallback={null}>
          <PaymentReturn
            search={search}
            onClose={() => void navigate({ to: '/track-accounts', search: {}, replace: true })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
