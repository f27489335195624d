import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { testVehicle } from '../../../testing/vehicles.ts';
import type { LiveVehicle } from '../use-live-vehicles';
import { VehicleSheet } from './vehicle-sheet';

const row = (n: number): LiveVehicle => ({
  vehicle: testVehicle(n),
  position: undefined,
  state: undefined,
});

function setup() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const onSelect = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <VehicleSheet rows={[row(1), row(2)]} selectedId={null} onSelect={onSelect} controls={null} />
    </I18nProvider>,
  );
  return { onSelect, sheet: screen.getByTestId('vehicle-sheet') };
}

describe('VehicleSheet', () => {
  it('draws its rows when first opened and keeps them when lowered again', async () => {
    const { sheet } = setup();
    expect(within(sheet).queryByTestId('vehicle-list')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: /Show vehicles/ }));
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(sheet.dataset.snap).toBe('peek');
    expect(within(sheet).getByTestId('vehicle-list')).not.toBeVisible();
  });

  it('opens on the matches of a search typed at the peek', async () => {
    const { sheet, onSelect } = setup();
    await userEvent.type(within(sheet).getByRole('searchbox'), '501002');
    expect(sheet.dataset.snap).toBe('half');
    const rows = within(sheet).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    await userEvent.click(within(rows[0]!).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(row(2).vehicle.id);
  });
});
