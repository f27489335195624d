import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { PendingEdit } from '../../../api/edits';
import { usePendingEdits } from '../../../api/edits';
import { OBSERVER_CALLS } from '../api/observer-edits';
import {
  ACCOUNT,
  G1,
  LINA,
  V1,
  V2,
  fakeApi,
  group,
  json,
  noContent,
  observed,
  observer,
  paged,
  renderWithEdits,
  resetWorld,
  vehicle,
} from '../testing';
import { ObserverItems } from './observer-items';

const ITEMS = `/api/app/observation/vehicleAndVehicleGroupOfObsever/${LINA}`;

/** The items of Lina as the card shows them, with the account's pending edits. */
function Harness({ groupsOn }: { groupsOn: boolean }) {
  const pending: PendingEdit[] = usePendingEdits(ACCOUNT, OBSERVER_CALLS);
  return (
    <ObserverItems
      accountId={ACCOUNT}
      observer={observer()}
      groupsOn={groupsOn}
      pending={pending}
    />
  );
}

function serve(groupsOn = true) {
  const state = { items: [observed(V1, '501000 - Damascus Private')] };
  const api = fakeApi({
    [`GET ${ITEMS}`]: () => json(paged(state.items)),
    'GET /api/app/vehicle': () =>
      json(
        paged([
          vehicle(V1, '501000', 'Damascus Private'),
          vehicle(V2, '501137', 'Damascus Public'),
        ]),
      ),
    'GET /api/app/vehicleGroup': () => json(paged([group(G1, 'Trucks')])),
    'DELETE /api/app/observation/observationVehicle': () => {
      state.items = [];
      return noContent();
    },
    'POST /api/app/observation/observationVehicle': () => noContent(),
    'POST /api/app/observation/observationVehicleGroup': () => noContent(),
  });
  renderWithEdits(<Harness groupsOn={groupsOn} />);
  return api;
}

afterEach(resetWorld);

describe('an observer’s vehicles and groups', () => {
  it('loads them only when opened, 100 a page, and removes one', async () => {
    const api = serve();
    const disclosure = screen.getByRole('button', { name: 'Vehicles and groups' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(api.sent).toEqual([]);
    fireEvent.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Vehicles and groups of Lina' });
    expect(api.sent[0]!.query).toEqual({ skipCount: '0', maxResultCount: '100' });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove 501000 - Damascus Private' }));
    expect(
      await screen.findByText('No vehicles or groups yet: this observer sees nothing.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        query: { userTrackAccountAssociationId: LINA, vehicleId: V1 },
      }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Assign to Lina' })).toHaveFocus(),
    );
  });

  it('assigns only what is not assigned yet; Save needs a selection', async () => {
    const api = serve();
    fireEvent.click(screen.getByRole('button', { name: 'Vehicles and groups' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to Lina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Lina' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await within(dialog).findByRole('checkbox', { name: '501137 - Damascus Public' });
    expect(
      within(dialog).queryByRole('checkbox', { name: '501000 - Damascus Private' }),
    ).toBeNull();
    expect(save).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '501137 - Damascus Public' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Trucks' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes().map((c) => [c.method, c.path, c.query])).toEqual([
      [
        'POST',
        '/api/app/observation/observationVehicle',
        { userTrackAccountAssociationId: LINA, vehicleId: V2 },
      ],
      [
        'POST',
        '/api/app/observation/observationVehicleGroup',
        { userTrackAccountAssociationId: LINA, vehicleGroupId: G1 },
      ],
    ]);
  });

  it('offers groups only with group management', async () => {
    serve(false);
    fireEvent.click(screen.getByRole('button', { name: 'Vehicles and groups' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to Lina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Lina' });
    expect(await within(dialog).findByRole('group', { name: 'Vehicles' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Vehicle groups' })).toBeNull();
  });

  it('shows assignments made offline as waiting to be sent', async () => {
    const api = serve();
    fireEvent.click(screen.getByRole('button', { name: 'Vehicles and groups' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to Lina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Lina' });
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: '501137 - Damascus Public' }),
    );
    onlineManager.setOnline(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = screen.getByRole('list', { name: 'Vehicles and groups of Lina' });
    expect(
      within(list).getByText('Waiting to be sent: Let the observer see 501137 - Damascus Public'),
    ).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove 501000 - Damascus Private' }));
    expect(
      await within(list).findByText(
        'Waiting to be sent: Stop the observer seeing 501000 - Damascus Private',
      ),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
