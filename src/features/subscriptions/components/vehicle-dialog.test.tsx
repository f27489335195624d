import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../../ui/test-utils';
import { VehicleDialog } from './vehicle-dialog';

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('VehicleDialog', () => {
  it('keeps Save disabled until valid, then sends km per litre and 0xFF colours', async () => {
    const onSave = vi.fn();
    renderUi(<VehicleDialog onSave={onSave} onClose={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // Defaults: 1 km per litre shown per 20 L, black.
    expect(screen.getByLabelText(/Consumption rate/)).toHaveValue(20);
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();

    fill(/sub-class/, 'Damascus Public');
    fill(/serial/, ' 123456 ');
    fill(/Consumption rate/, '150');
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Needs a tracking device' }));
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        licensePlateSubClass: 'Damascus Public',
        licensePlateSerial: '123456',
        consumptionRate: 7.5,
        color: '0xFF1565C0',
        needsTrackingDevice: true,
      }),
    );
  });

  it('shows messages only once a field is touched', async () => {
    renderUi(<VehicleDialog onSave={() => {}} onClose={() => {}} />);
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    const serial = screen.getByLabelText(/serial/);
    fireEvent.blur(serial);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fill(/Consumption rate/, '0');
    fireEvent.blur(screen.getByLabelText(/Consumption rate/));
    expect(await screen.findByText(/Enter a consumption above 0/)).toBeInTheDocument();
  });

  it('edits a vehicle in the API units, keeping its id and an unknown sub-class', async () => {
    const onSave = vi.fn();
    const vehicle = {
      id: '7d1f0c2e-0000-4000-8000-000000000001',
      licensePlateSubClass: 'Lattakia Taxi',
      licensePlateSerial: '99',
      consumptionRate: 8.25,
      color: '#C62828',
      needsTrackingDevice: false,
    };
    renderUi(<VehicleDialog vehicle={vehicle} onSave={onSave} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit vehicle' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Consumption rate/)).toHaveValue(165);
    expect(screen.getByLabelText(/sub-class/)).toHaveValue('Lattakia Taxi');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    fill(/serial/, '100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...vehicle,
        licensePlateSerial: '100',
        color: '0xFFC62828',
      }),
    );
  });
});
