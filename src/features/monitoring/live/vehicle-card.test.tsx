import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { TrackerAttributes } from '../../../api/contract/monitoring.ts';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { testVehicle } from '../../../testing/vehicles.ts';
import { formatNumber } from '../time';
import { loadTrackerTexts } from '../tracker/texts';
import type { LiveVehicle } from '../use-live-vehicles';
import { VehicleCard } from './vehicle-card';

// Issue 30: the card shows what the vehicle's tracker last sent (ignition, odometer, engine
// hours, external power, fuel, an alarm), only what it sent, in the reader's language.

const FULL: TrackerAttributes = {
  ignition: true,
  odometerM: 152_340_500,
  engineHours: 1235.5,
  powerV: 12.8,
  fuelL: 42.25,
  alarm: 'sos',
};

function show(attributes?: TrackerAttributes) {
  const row: LiveVehicle = {
    vehicle: testVehicle(1),
    position: {
      latitude: 33.5138,
      longitude: 36.2765,
      time: '2026-11-22T10:15:00Z',
      speed: 40,
      attributes,
    },
    state: undefined,
  };
  renderWithRouter(<VehicleCard row={row} onClose={() => {}} />, testQueryClient(), '/main');
}

/** The definition of a term of the card's facts. */
const fact = (term: string) => {
  const dt = screen.getAllByRole('term').find((t) => t.textContent === term);
  return dt?.nextElementSibling?.textContent;
};

afterEach(() => {
  document.documentElement.dir = 'ltr';
  i18n.activate('en');
});

describe('the vehicle card’s tracker figures', () => {
  it('shows every figure the tracker sent, the alarm as a badge', async () => {
    show(FULL);
    expect(await screen.findByTestId('tracker-alarm')).toHaveTextContent('SOS');
    expect(fact('Alarm')).toBe('SOS');
    expect(fact('Ignition')).toBe('On');
    expect(fact('Odometer')).toBe('152,340.5 km');
    expect(fact('Engine hours')).toBe('1,235.5 h');
    expect(fact('External power')).toBe('12.8 V');
    expect(fact('Fuel')).toBe('42.25 L');
    // Still the card's own facts around them.
    expect(fact('Speed')).toBe('40 km/h');
  });

  it('shows only what was sent: ignition off, no alarm, no unknown figure as zero', async () => {
    show({ ignition: false, powerV: 0 });
    expect(await screen.findByText('Off')).toBeVisible();
    expect(fact('Ignition')).toBe('Off');
    expect(fact('External power')).toBe('0 V');
    expect(fact('Odometer')).toBeUndefined();
    expect(fact('Fuel')).toBeUndefined();
    expect(screen.queryByTestId('tracker-alarm')).toBeNull();
  });

  it('shows a power cut alarm', async () => {
    show({ alarm: 'powerCut' });
    expect(await screen.findByTestId('tracker-alarm')).toHaveTextContent('Power cut');
  });

  it('shows no tracker figures for a vehicle whose tracker sent none', async () => {
    show(undefined);
    expect(await screen.findByText('40 km/h')).toBeVisible();
    expect(screen.queryByText('Ignition')).toBeNull();
  });

  it('reads in Arabic, with the reader’s digits', async () => {
    document.documentElement.dir = 'rtl';
    i18n.activate('ar');
    // The app reloads on a change of language; here the catalog is loaded for the new one.
    await loadTrackerTexts();
    show(FULL);
    expect(await screen.findByTestId('tracker-alarm')).toHaveTextContent('نداء استغاثة');
    expect(fact('الإشعال')).toBe('يعمل');
    expect(fact('عداد المسافة')).toBe(`${formatNumber(152_340.5, 'ar')} كم`);
    expect(fact('ساعات عمل المحرك')).toBe(`${formatNumber(1235.5, 'ar')} ساعة`);
    expect(fact('التغذية الخارجية')).toBe(`${formatNumber(12.8, 'ar')} فولت`);
    expect(fact('الوقود')).toBe(`${formatNumber(42.25, 'ar')} لتر`);
  });
});
