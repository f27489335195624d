import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ObserverInvitation } from '../../../api/contract/observer-invitations.ts';
import { ConfirmProvider } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { configureTestHttp, fakeApi, json, noContent, paged } from '../../../testing/fake-api.ts';
import { account } from '../testing.ts';
import { TrackAccountsPage } from '../components/track-accounts-page';

// Issue 28: invitations come first on the accounts list, saying who invited; accepting shows the
// account at once, declining never does. A back end without invitations answers 404: none.

const logistics = account('Demo Logistics', 'Observer');
const car = account("Sami's car", 'Observer', 'Personal');
const invitation: ObserverInvitation = {
  id: crypto.randomUUID(),
  trackAccountId: car.id,
  trackAccountName: car.name,
  accountType: 'Personal',
  inviterName: 'Sami Haddad',
  inviterPhoneNumber: '+963944000001',
  invitationTime: '2026-01-01T00:00:00Z',
};
const I = '/api/app/observerInvitation';
const notFound = () => json({ error: { message: 'Not found', details: null } }, 404);

/** The server as seen by the page: one invitation, answered once. */
function server(routes: Record<string, () => Response> = {}) {
  let answer: 'accept' | 'decline' | null = null;
  const answered = (how: 'accept' | 'decline') => () => {
    answer = how;
    return noContent();
  };
  return fakeApi({
    [`GET ${I}`]: () => json(paged(answer ? [] : [invitation])),
    'GET /api/app/trackAccount': () =>
      json(paged(answer === 'accept' ? [logistics, car] : [logistics])),
    [`POST ${I}/${invitation.id}/accept`]: answered('accept'),
    [`POST ${I}/${invitation.id}/decline`]: answered('decline'),
    ...routes,
  });
}

function renderPage(online = true) {
  const page = (
    <ConfirmProvider>
      <TrackAccountsPage
        languageMenu={null}
        userName="Lina"
        online={online}
        onLogout={() => {}}
        refreshToken={() => Promise.resolve()}
      />
    </ConfirmProvider>
  );
  renderWithRouter(page, testQueryClient());
}

const invitations = () => screen.findByRole('region', { name: 'Invitations' });
const openButton = (name: string) =>
  screen.queryByRole('button', { name: new RegExp(`^Open ${name}`) });

describe('observer invitations on the accounts list', () => {
  beforeEach(() => {
    configureTestHttp();
    toast.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the invitation first, with who invited, and accepting shows the account at once', async () => {
    const api = server();
    renderPage();
    const region = within(await invitations());
    const item = region.getByRole('listitem');
    expect(item).toHaveTextContent('Sami Haddad');
    expect(item).toHaveTextContent('+963944000001');
    expect(item).toHaveTextContent("Sami's car");
    await waitFor(() => expect(openButton('Demo Logistics')).not.toBeNull());
    // Before the accounts, in reading order.
    const accounts = openButton('Demo Logistics')!;
    expect(item.compareDocumentPosition(accounts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(openButton("Sami's car")).toBeNull();

    await userEvent.click(
      region.getByRole('button', { name: "Accept the invitation to Sami's car" }),
    );
    await waitFor(() => expect(openButton("Sami's car")).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    // The card is gone; focus is on the account it became.
    await waitFor(() => expect(openButton("Sami's car")).toHaveFocus());
    expect(api.writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${I}/${invitation.id}/accept`,
    ]);
  });

  it('declining asks first, and the account never appears', async () => {
    const api = server();
    renderPage();
    const region = within(await invitations());
    await userEvent.click(
      region.getByRole('button', { name: "Decline the invitation to Sami's car" }),
    );
    const ask = await screen.findByRole('dialog', { name: /Decline the invitation/ });
    await userEvent.click(within(ask).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
    expect(api.writes().map((c) => c.path)).toEqual([`${I}/${invitation.id}/decline`]);
    expect(openButton("Sami's car")).toBeNull();
    // The last invitation went: focus moves on to the first account.
    await waitFor(() => expect(openButton('Demo Logistics')).toHaveFocus());
  });

  it('a back end without invitations (404) shows none, and says nothing about it', async () => {
    const api = server({ [`GET ${I}`]: notFound });
    renderPage();
    await waitFor(() => expect(openButton('Demo Logistics')).not.toBeNull());
    await waitFor(() => expect(api.reads(I)).toBe(1));
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(toast.getAll()).toEqual([]);
  });

  it('offline, the invitation shows with its buttons off and says it needs a connection', async () => {
    server();
    renderPage(false);
    const region = within(await invitations());
    expect(
      region.getByText('You are offline. Answering invitations needs a connection.'),
    ).toBeVisible();
    expect(
      region.getByRole('button', { name: "Accept the invitation to Sami's car" }),
    ).toBeDisabled();
    expect(
      region.getByRole('button', { name: "Decline the invitation to Sami's car" }),
    ).toBeDisabled();
  });
});
