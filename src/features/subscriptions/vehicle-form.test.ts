import { describe, expect, it } from 'vitest';
import {
  subClassLabel,
  DEFAULT_COLOR,
  PALETTE,
  SUB_CLASSES,
  fromApiColor,
  perLitreToPerTank,
  perTankToPerLitre,
  toApiColor,
} from './vehicle-form';

describe('consumption per 20 L', () => {
  it.each([
    [20, 1],
    [200, 10],
    [150, 7.5],
    [1, 0.05],
    [333, 16.65],
    [100.1, 5.01],
    [7, 0.35],
    [0, 0],
  ])('%s km / 20 L is sent as %s km / L', (perTank, perLitre) =>
    expect(perTankToPerLitre(perTank)).toBe(perLitre),
  );

  it('rounds to 2 decimals', () => {
    expect(perTankToPerLitre(123.456)).toBe(6.17);
    expect(perTankToPerLitre(0.1)).toBe(0.01);
    expect(perTankToPerLitre(0.09)).toBe(0); // 0.0045 km / L
  });

  it('shows a rate from the API per 20 L', () => {
    expect(perLitreToPerTank(1)).toBe(20);
    expect(perLitreToPerTank(7.35)).toBe(147);
    expect(perLitreToPerTank(8.333)).toBe(166.66);
  });
});

describe('colours', () => {
  it('sends #RRGGBB as 0xFFRRGGBB', () => {
    expect(toApiColor('#1565c0')).toBe('0xFF1565C0');
    expect(toApiColor('#000000')).toBe('0xFF000000');
    expect(() => toApiColor('blue')).toThrow();
  });

  it('reads any of the API forms back into a palette value', () => {
    expect(fromApiColor('0xFF1565C0')).toBe('#1565c0');
    expect(fromApiColor('#1565C0')).toBe('#1565c0');
  });

  it('offers black first, distinct swatches', () => {
    expect(PALETTE[0]!.hex).toBe(DEFAULT_COLOR);
    expect(new Set(PALETTE.map((c) => c.hex)).size).toBe(PALETTE.length);
  });
});

it('lists every governorate as private and public plates, demo values included', () => {
  const values = SUB_CLASSES.map((s) => s.value);
  expect(values).toHaveLength(28);
  expect(values).toEqual(
    expect.arrayContaining(['Damascus Private', 'Damascus Public', 'Rif Dimashq Private']),
  );
});

describe('subClassLabel', () => {
  const reverse = (d: { id?: string; message?: string }) => `«${d.message ?? d.id}»`;
  it('translates a listed sub-class and keeps an unknown one as sent', () => {
    expect(subClassLabel('Rif Dimashq Private', reverse)).toBe('«Rif Dimashq» «Private»');
    expect(subClassLabel('Homs Taxi', reverse)).toBe('Homs Taxi');
  });
});
