import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { editClient, resetWorld, toasts } from '../../../testing/edit-world';
import { fakeApi, json, noContent, refused } from '../../../testing/fake-api';
import { testVehicle } from '../../../testing/vehicles.ts';
import { vehicleQuery } from '../api/vehicles';
import { VehicleConsumption } from './vehicle-consumption';

// Issue 29: the consumption rate given at purchase (km per litre, shown per 20 L tank) is
// corrected on the vehicle's screen by an owner, as an offline edit.

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const CAR = testVehicle(1); // 8 km per litre: 160 km per 20 L
const PUT = `/api/app/vehicle/${CAR.id}/updateConsumptionRate`;

function serve() {
  let rate = CAR.consumptionRate;
  return fakeApi({
    [`GET /api/app/vehicle/${CAR.id}`]: () => json({ ...CAR, consumptionRate: rate }),
    [`PUT ${PUT}`]: ({ query }) => {
      rate = Number(query.consumptionRate);
      return noContent();
    },
  });
}

/** The vehicle as its screen reads it: the answer of GET /api/app/vehicle/{id}, refetched. */
function Screen({ canCorrect }: { canCorrect: boolean }) {
  const vehicle = useQuery(vehicleQuery(ACCOUNT, CAR.id)).data ?? CAR;
  return <VehicleConsumption accountId={ACCOUNT} vehicle={vehicle} canCorrect={canCorrect} />;
}

function show(canCorrect = true) {
  const client = editClient();
  client.setQueryData(vehicleQuery(ACCOUNT, CAR.id).queryKey, CAR);
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <dl>
          <Screen canCorrect={canCorrect} />
        </dl>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return client;
}

const correct = () => screen.getByRole('button', { name: 'Correct the consumption rate' });
const field = () => screen.getByLabelText('Consumption rate (km per 20 L)', { exact: false });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const save = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' });

afterEach(resetWorld);

describe('the vehicle’s consumption rate', () => {
  it('shows the rate per 20 L tank', () => {
    serve();
    show();
    expect(screen.getByText('Consumption')).toBeVisible();
    expect(screen.getByTestId('vehicle-consumption')).toHaveTextContent('160 km / 20 L');
  });

  it('an owner corrects it: sent in km per litre, rounded to 2 decimals, then shown', async () => {
    const server = serve();
    show();
    fireEvent.click(correct());
    const dialog = screen.getByRole('dialog', { name: 'Correct the consumption rate' });
    expect(field()).toHaveValue(160);
    type('147');
    fireEvent.click(save());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(server.writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: PUT, query: { consumptionRate: '7.35' } }),
    ]);
    expect(server.writes()[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts('success')).toEqual([
      'The consumption rate of 501001 - Damascus Private was corrected.',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('vehicle-consumption')).toHaveTextContent('147 km / 20 L'),
    );
  });

  it('refuses what the shared rule refuses, before anything is sent', () => {
    const server = serve();
    show();
    fireEvent.click(correct());
    for (const bad of ['', '-1', '20001']) {
      type(bad);
      fireEvent.blur(field());
      expect(save(), bad).toBeDisabled();
      expect(field(), bad).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Enter 0 to 20,000 km per 20 L.')).toBeVisible();
    }
    type('20000');
    expect(save()).toBeEnabled();
    expect(server.writes()).toEqual([]);
  });

  it('offline, the correction waits on the device and shows as waiting, then goes once', async () => {
    const server = serve();
    show();
    onlineManager.setOnline(false);
    fireEvent.click(correct());
    type('180');
    fireEvent.click(save());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts('info')).toEqual([
      'Saved on this device. It will be sent when the connection is back.',
    ]);
    const fact = screen.getByTestId('vehicle-consumption');
    expect(fact).toHaveTextContent('180 km / 20 L');
    expect(fact).toHaveTextContent('Waiting to be sent');
    expect(server.writes()).toEqual([]);
    onlineManager.setOnline(true);
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.query).toEqual({ consumptionRate: '9' });
    await waitFor(() => expect(fact).not.toHaveTextContent('Waiting to be sent'));
    expect(fact).toHaveTextContent('180 km / 20 L');
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    const server = serve();
    server.routes[`PUT ${PUT}`] = () => refused('Only the account owner can do this.');
    show();
    fireEvent.click(correct());
    type('150');
    fireEvent.click(save());
    await waitFor(() => expect(toasts('error')).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field()).toHaveValue(150);
    expect(screen.getByTestId('vehicle-consumption')).toHaveTextContent('160 km / 20 L');
  });

  it('an observer sees the rate and no way to change it', () => {
    serve();
    show(false);
    expect(screen.getByTestId('vehicle-consumption')).toHaveTextContent('160 km / 20 L');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
