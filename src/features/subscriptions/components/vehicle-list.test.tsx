import { expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '../../../ui/test-utils';
import { VehicleList } from './vehicle-list';

const vehicles = [
  {
    licensePlateSubClass: 'Homs Private',
    licensePlateSerial: '12',
    consumptionRate: 7.5,
    color: '0xFF1565C0',
    needsTrackingDevice: true,
  },
  {
    licensePlateSubClass: 'Hama Public',
    licensePlateSerial: '34',
    consumptionRate: 10,
    color: '#000000',
    needsTrackingDevice: false,
  },
];

it('shows each vehicle per 20 L with edit and delete', () => {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderUi(
    <VehicleList label="New vehicles" vehicles={vehicles} onEdit={onEdit} onDelete={onDelete} />,
  );
  const cards = within(screen.getByRole('list', { name: 'New vehicles' })).getAllByRole('listitem');
  expect(cards[0]).toHaveTextContent('12 - Homs Private150 km / 20 L · Needs a tracking device');
  expect(cards[1]).toHaveTextContent('34 - Hama Public200 km / 20 L');
  fireEvent.click(screen.getByRole('button', { name: 'Edit 34 - Hama Public' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete 12 - Homs Private' }));
  expect(onEdit).toHaveBeenCalledWith(1);
  expect(onDelete).toHaveBeenCalledWith(0);
});

it('shows the empty text', () => {
  renderUi(<VehicleList label="New vehicles" vehicles={[]} emptyText="No vehicles yet." />);
  expect(screen.getByText('No vehicles yet.')).toBeInTheDocument();
});
