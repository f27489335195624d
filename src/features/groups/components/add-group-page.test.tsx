import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { configureTestHttp, fakeApi, json, paged } from '../../../testing/fake-api';
import { registerEditDefaults } from '../../../api/edits/policy';
import { toast } from '../../../ui/toast-store';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { AddGroupPage } from './add-group-page';

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NEW_GROUP = '3f2504e0-4f89-41d3-9a0c-0305e82c3302';
const vehicle = (n: number) => ({
  id: `3f2504e0-4f89-41d3-9a0c-0305e82c33${String(n).padStart(2, '0')}`,
  licensePlateSerial: String(501000 + n),
  licensePlateSubClass: 'Damascus Private',
  colorHex: '#ffffff',
  consumptionRate: 8,
  trackingDeviceId: `demo-${n}`,
  name: `${501000 + n} - Damascus Private`,
});
const GROUP = '/api/app/vehicleGroup';

describe('add group', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    configureTestHttp();
    api = fakeApi({
      'GET /api/app/vehicle': () => json(paged([vehicle(10), vehicle(11), vehicle(12)])),
      [`POST ${GROUP}`]: () =>
        new Response(NEW_GROUP, { headers: { 'Content-Type': 'text/plain' } }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.clear();
    onlineManager.setOnline(true);
  });

  function setup() {
    const client = testQueryClient();
    registerEditDefaults(client, { ready: () => Promise.resolve(), currentUserId: () => 'u1' });
    client.mount();
    const router = renderWithRouter(
      <AddGroupPage accountId={ACCOUNT} />,
      client,
      '/main/groups-management/add-group',
    );
    return { client, router };
  }

  const creates = () => api.sent.filter((c) => c.method === 'POST');

  it('saves only with a valid name, and sends the chosen vehicles with it', async () => {
    const { router } = setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /Group name/ });
    fireEvent.change(name, { target: { value: 'Trucks\u202E' } });
    fireEvent.blur(name);
    expect(
      screen.getByText('Names must not contain text-direction control characters.'),
    ).toBeVisible();
    expect(save).toBeDisabled();

    fireEvent.change(name, { target: { value: '  Trucks ' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: '501011 - Damascus Private' }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/main/groups-management/${NEW_GROUP}`),
    );
    expect(creates()).toEqual([
      expect.objectContaining({
        path: GROUP,
        body: { name: 'Trucks', vehicleGroupVehicleCreateDtos: [{ vehicleId: vehicle(11).id }] },
      }),
    ]);
    expect(creates()[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offline, keeps the group to send later and goes back to the list', async () => {
    const { router } = setup();
    await screen.findByRole('checkbox', { name: '501010 - Damascus Private' });
    onlineManager.setOnline(false);
    fireEvent.change(screen.getByRole('textbox', { name: /Group name/ }), {
      target: { value: 'Night shift' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/groups-management'));
    expect(creates()).toHaveLength(0);
    expect(toast.getAll().map((t) => t.message)).toContain(
      'Saved on this device. It will be sent when the connection is back.',
    );
  });
});
