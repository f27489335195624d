import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { Observer } from '../../../api/contract/observers.ts';
import { FEATURES, type AccountFeature } from '../../../api/contract/track-accounts.ts';
import {
  ACCOUNT,
  LINA,
  fakeApi,
  json,
  noContent,
  observer,
  paged,
  refused,
  renderWithEdits,
  resetWorld,
  toasts,
} from '../testing';
import { ObserversPage } from './observers-page';

const LIST = '/api/app/observation';
const features: AccountFeature[] = [
  { name: FEATURES.observerManagement, value: 'True' },
  { name: FEATURES.groupManagement, value: 'True' },
];

/** A server holding `observers`; the tests change them as the real one would. */
function serverWith(observers: Observer[]) {
  const state = { observers };
  const api = fakeApi({
    [`GET ${LIST}`]: () => json(paged(state.observers)),
    [`POST ${LIST}/deactivateObserver/${LINA}`]: () => {
      state.observers = state.observers.map((o) => ({ ...o, status: 'Inactive' as const }));
      return noContent();
    },
    [`POST ${LIST}/activateObserver/${LINA}`]: () => {
      state.observers = state.observers.map((o) => ({ ...o, status: 'Active' as const }));
      return noContent();
    },
    [`DELETE ${LIST}/observer`]: () => {
      state.observers = [];
      return noContent();
    },
  });
  renderWithEdits(<ObserversPage accountId={ACCOUNT} features={features} />);
  return { api, state };
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li')!;

afterEach(resetWorld);

describe('ObserversPage', () => {
  it('lists observers with their phone kept left-to-right and their status', async () => {
    const { api } = serverWith([
      observer(),
      observer({
        id: crypto.randomUUID(),
        name: 'Omar',
        status: 'Inactive',
        phoneNumber: '+963944000003',
      }),
    ]);
    const lina = await card('Lina');
    expect(within(lina).getByText('+963944000002').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(lina).getByText('Active', { selector: 'dd' })).toBeInTheDocument();
    expect(within(lina).getByRole('switch', { name: 'Active: Lina' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const omar = await card('Omar');
    expect(within(omar).getByText('Inactive')).toBeInTheDocument();
    expect(within(omar).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    // 100 a page, ABP paging (spec part 2 §9).
    expect(api.sent[0]!.query).toEqual({ skipCount: '0', maxResultCount: '100' });
    expect(screen.queryByRole('navigation', { name: 'Pages of observers' })).toBeNull();
  });

  it('shows who has not accepted the invitation yet, and who declined it (issue 28)', async () => {
    serverWith([
      observer({ invitationStatus: 'Pending' }),
      observer({ id: crypto.randomUUID(), name: 'Omar', invitationStatus: 'Accepted' }),
      observer({
        id: crypto.randomUUID(),
        name: 'Rami',
        status: 'Inactive',
        invitationStatus: 'Declined',
      }),
      // A back end without invitations: nothing said about them.
      observer({ id: crypto.randomUUID(), name: 'Huda' }),
    ]);
    const invitation = async (name: string) =>
      within(await card(name))
        .queryAllByRole('term')
        .find((term) => term.textContent === 'Invitation')?.nextElementSibling?.textContent;
    expect(await invitation('Lina')).toBe('Not accepted yet');
    expect(await invitation('Omar')).toBe('Accepted');
    expect(await invitation('Rami')).toBe('Declined: add them again to invite them again');
    expect(await invitation('Huda')).toBeUndefined();
    // Switching on someone who said no would not give them the account.
    expect(within(await card('Rami')).queryByRole('switch')).toBeNull();
    expect(within(await card('Lina')).getByRole('switch')).toBeInTheDocument();
  });

  it('says so when there are no observers, and still offers to add one', async () => {
    serverWith([]);
    expect(await screen.findByText('No observers found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add observer' })).toBeEnabled();
  });

  it('deactivates with the switch: spinner while sent, "Disabled successfully", list refetched', async () => {
    const { api } = serverWith([observer()]);
    // The server answers when the test says, so the spinner can be seen for sure.
    const deactivate = api.routes[`POST ${LIST}/deactivateObserver/${LINA}`]!;
    let answer: () => void = () => undefined;
    api.routes[`POST ${LIST}/deactivateObserver/${LINA}`] = (call) =>
      new Promise((resolve) => (answer = () => resolve(deactivate(call))));
    const lina = await card('Lina');
    const toggle = within(lina).getByRole('switch', { name: 'Active: Lina' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    // It shows the state asked for at once, and still says "Active" until the server answers.
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(lina).getByText('Active', { selector: 'dd' })).toBeInTheDocument();
    // The edit loads its calls before it sends: answer once the request has arrived.
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    answer();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(lina).getByText('Inactive')).toBeInTheDocument();
    expect(toasts('success')).toEqual(['Disabled successfully']);
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: `${LIST}/deactivateObserver/${LINA}` }),
    ]);
    expect(api.reads(LIST)).toBe(2);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toasts('success')).toEqual(['Disabled successfully', 'Enabled successfully']);
  });

  it('shows the server’s refusal to activate past the plan, and the switch stays off', async () => {
    const { api } = serverWith([observer({ status: 'Inactive' })]);
    const message =
      'The plan of this track account allows 10 active users. Deactivate an observer or renew with more users.';
    api.routes[`POST ${LIST}/activateObserver/${LINA}`] = () => refused(message);
    const toggle = within(await card('Lina')).getByRole('switch');
    fireEvent.click(toggle);
    await waitFor(() => expect(toasts('error')).toEqual([message]));
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toasts('success')).toEqual([]);
  });

  it('marks changes made offline on their row until they are sent', async () => {
    const { api } = serverWith([observer()]);
    const lina = await card('Lina');
    onlineManager.setOnline(false);
    const toggle = within(lina).getByRole('switch');
    fireEvent.click(toggle);
    expect(
      await within(lina).findByText('Waiting to be sent: Deactivate the observer “Lina”'),
    ).toBeInTheDocument();
    // The state asked for shows, without a spinner: nothing is being sent.
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).not.toHaveAttribute('aria-busy');
    expect(api.writes()).toEqual([]);

    onlineManager.setOnline(true);
    await waitFor(() =>
      expect(within(lina).queryByText(/Waiting to be sent/)).not.toBeInTheDocument(),
    );
    expect(api.writes()).toHaveLength(1);
    await waitFor(() => expect(within(lina).getByText('Inactive')).toBeInTheDocument());
  });

  it('lists an observer added offline as waiting to be sent', async () => {
    const { api } = serverWith([observer()]);
    api.routes['GET /api/app/vehicle'] = () => json(paged([]));
    api.routes['GET /api/app/vehicleGroup'] = () => json(paged([]));
    await card('Lina');
    onlineManager.setOnline(false);
    const add = screen.getByRole('button', { name: 'Add observer' });
    add.focus();
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add observer' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Omar' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone number/), {
      target: { value: '0944123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const omar = await card('Omar');
    expect(within(omar).getByText('+963944123456')).toBeInTheDocument();
    expect(
      within(omar).getByText('Waiting to be sent: Add the observer “Omar”'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('deletes only after the confirmation, by phone number, and moves focus to the heading', async () => {
    const { api } = serverWith([observer()]);
    const lina = await card('Lina');
    fireEvent.click(within(lina).getByRole('button', { name: 'Delete Lina' }));
    let ask = await screen.findByRole('dialog', { name: 'Delete the observer “Lina”?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([]);

    fireEvent.click(within(lina).getByRole('button', { name: 'Delete Lina' }));
    ask = await screen.findByRole('dialog', { name: 'Delete the observer “Lina”?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No observers found')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: `${LIST}/observer`,
        query: { phoneNumber: '+963944000002' },
      }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Observers' })).toHaveFocus(),
    );
  });

  it('pages through more than 100 observers', async () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      observer({ id: crypto.randomUUID(), name: `Observer ${i}` }),
    );
    const api = fakeApi({
      [`GET ${LIST}`]: ({ query }) =>
        json({
          items: query.skipCount === '0' ? many : [observer({ name: 'Zaid' })],
          totalCount: 101,
        }),
    });
    renderWithEdits(<ObserversPage accountId={ACCOUNT} features={features} />);
    const pages = await screen.findByRole('navigation', { name: 'Pages of observers' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Zaid' })).toBeInTheDocument();
    // Other lists (vehicles, groups) may be read after it; the observers' list asked for page 2.
    const listReads = api.sent.filter((c) => c.method === 'GET' && c.path === LIST);
    expect(listReads.at(-1)!.query).toEqual({ skipCount: '100', maxResultCount: '100' });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
