import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The add / edit vehicle dialog's arithmetic and lists (spec part 1 §5, §9): consumption is shown
// in km per 20 L (one tank) and sent in km per litre; colours are sent as 0xFFRRGGBB.

export { perLitreToPerTank, perTankToPerLitre } from '../../api/contract/vehicle-consumption.ts';
/** The spec's default consumption rate, in km per litre (shown × 20). */
export const DEFAULT_CONSUMPTION_PER_LITRE = 1;

/** `#1565c0` → `0xFF1565C0` (opaque ARGB, what the API takes). */
export function toApiColor(hex: string): string {
  const digits = hex.replace(/^#/, '');
  if (!/^[0-9a-f]{6}$/i.test(digits)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  return `0xFF${digits.toUpperCase()}`;
}

/** `0xFF1565C0`, `#1565C0` or `#1565c0` → `#1565c0` (what the palette compares). */
export function fromApiColor(value: string): string {
  return `#${value.slice(-6).toLowerCase()}`;
}

export interface PaletteColor {
  hex: string;
  name: MessageDescriptor;
}

/** The swatches offered; black first, the spec's default. */
export const PALETTE: readonly PaletteColor[] = [
  { hex: '#000000', name: msg`Black` },
  { hex: '#ffffff', name: msg`White` },
  { hex: '#9e9e9e', name: msg`Silver` },
  { hex: '#546e7a', name: msg`Grey` },
  { hex: '#c62828', name: msg`Red` },
  { hex: '#1565c0', name: msg`Blue` },
  { hex: '#2e7d32', name: msg`Green` },
  { hex: '#fdd835', name: msg`Yellow` },
  { hex: '#ef6c00', name: msg`Orange` },
  { hex: '#6d4c41', name: msg`Brown` },
  { hex: '#d7ccc8', name: msg`Beige` },
  { hex: '#6a1b9a', name: msg`Purple` },
];
export const DEFAULT_COLOR = '#000000';

// The plate sub-classes are shared with the monitoring screens: they live in i18n/.
export {
  plateName,
  SUB_CLASSES,
  subClassLabel,
  type SubClassOption,
} from '../../i18n/plate-sub-classes';

/** A vehicle of a request form, in the API's units (km per litre, 0xFFRRGGBB or #RRGGBB). */
export interface SubscriptionVehicle {
  /** Set for a vehicle the account already has (renewal); absent for a new one. */
  id?: string;
  licensePlateSubClass: string;
  licensePlateSerial: string;
  consumptionRate: number;
  color: string;
  needsTrackingDevice: boolean;
}
