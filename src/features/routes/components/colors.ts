import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { fromApiColor, ROUTE_PALETTE } from '../../../api/contract/routes.ts';

type PaletteColor = (typeof ROUTE_PALETTE)[number];

/** Spoken names of the 20 palette colours: a swatch alone says nothing to a screen reader. */
const NAMES: Record<PaletteColor, MessageDescriptor> = {
  '#FFFFFF': msg`White`,
  '#E53935': msg`Red`,
  '#D81B60': msg`Pink`,
  '#8E24AA': msg`Purple`,
  '#5E35B1': msg`Deep purple`,
  '#3949AB': msg`Indigo`,
  '#1E88E5': msg`Blue`,
  '#039BE5': msg`Light blue`,
  '#00ACC1': msg`Cyan`,
  '#00897B': msg`Teal`,
  '#43A047': msg`Green`,
  '#7CB342': msg`Light green`,
  '#C0CA33': msg`Lime`,
  '#FDD835': msg`Yellow`,
  '#FFB300': msg`Amber`,
  '#FB8C00': msg`Orange`,
  '#F4511E': msg`Deep orange`,
  '#6D4C41': msg`Brown`,
  '#757575': msg`Grey`,
  '#000000': msg`Black`,
};

/** A colour's name in the reader's language; one from outside the palette by its code. */
export function colorName(hex: string, i18n: I18n): string {
  const name = NAMES[hex.toUpperCase() as PaletteColor] as MessageDescriptor | undefined;
  return name ? i18n._(name) : hex;
}

/** "0xFF1E88E5" as the API sends it → "#1E88E5"; anything unreadable → white (spec §9). */
export function cssColor(api: string): string {
  const hex = fromApiColor(api);
  return /^#[0-9A-Fa-f]{6}$/.test(hex) ? hex.toUpperCase() : ROUTE_PALETTE[0];
}
