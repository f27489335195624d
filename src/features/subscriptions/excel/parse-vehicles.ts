import { VEHICLE_COLUMNS, type VehicleColumn } from './columns';

/** A vehicle read from the sheet; consumption stays in km per litre, as the column says. */
export interface SheetVehicle {
  licensePlateSubClass: string;
  licensePlateSerial: string;
  /** `#RRGGBB`, upper case. */
  color: string;
  consumptionRate: number;
  needsTrackingDevice: boolean;
}

export type ParseVehiclesResult =
  | {
      ok: true;
      vehicles: SheetVehicle[];
      /** How many need a tracking device (compared with trackersCount). */
      trackers: number;
      /** Data rows left out because a column was empty or unusable. */
      skipped: number;
    }
  | { ok: false; error: 'missingColumns'; missing: string[] };

type Cell = unknown;
// A title line above the table is common; the header is looked for in the first few rows.
const HEADER_SEARCH_ROWS = 5;

const normalise = (value: Cell) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const text = (value: Cell): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).trim()
    : '';

/** `#1565c0`, `1565C0`, `0xFF1565C0`, `#FF1565C0` → `#1565C0`; anything else → null. */
export function normaliseColor(value: Cell): string | null {
  const raw = text(value).replace(/^(#|0x)/i, '');
  const hex = raw.length === 8 ? raw.slice(2) : raw;
  return /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toUpperCase()}` : null;
}

function consumption(value: Cell): number | null {
  const n = typeof value === 'number' ? value : Number(text(value).replace(',', '.'));
  return text(value) !== '' && Number.isFinite(n) && n > 0 && n <= 1000 ? n : null;
}

function findHeader(rows: readonly (readonly Cell[])[]) {
  const wanted = Object.entries(VEHICLE_COLUMNS) as [VehicleColumn, string][];
  let best: { at: number; index: Partial<Record<VehicleColumn, number>> } = { at: -1, index: {} };
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
    const cells = (rows[at] ?? []).map(normalise);
    const index: Partial<Record<VehicleColumn, number>> = {};
    for (const [key, title] of wanted) {
      const i = cells.indexOf(normalise(title));
      if (i >= 0) index[key] = i;
    }
    if (Object.keys(index).length > Object.keys(best.index).length) best = { at, index };
  }
  const missing = wanted.filter(([key]) => best.index[key] === undefined).map(([, t]) => t);
  return { at: best.at, index: best.index as Record<VehicleColumn, number>, missing };
}

/**
 * The first sheet's rows (arrays of cell values, header row included) → vehicles. Rows missing
 * any of the five columns are skipped; "yes" in any case means a tracker is needed.
 */
export function parseVehicles(rows: readonly (readonly Cell[])[]): ParseVehiclesResult {
  const header = findHeader(rows);
  if (header.missing.length > 0) {
    return { ok: false, error: 'missingColumns', missing: header.missing };
  }
  const vehicles: SheetVehicle[] = [];
  let skipped = 0;
  for (const row of rows.slice(header.at + 1)) {
    if (!row || row.every((cell) => text(cell) === '')) continue;
    const cell = (key: VehicleColumn) => row[header.index[key]];
    const subClass = text(cell('subClass'));
    const serial = text(cell('serial'));
    const color = normaliseColor(cell('color'));
    const rate = consumption(cell('consumption'));
    const tracker = normalise(cell('tracker'));
    if (!subClass || !serial || !color || rate === null || !tracker) {
      skipped++;
      continue;
    }
    vehicles.push({
      licensePlateSubClass: subClass,
      licensePlateSerial: serial,
      color,
      consumptionRate: rate,
      needsTrackingDevice: tracker === 'yes',
    });
  }
  const trackers = vehicles.filter((v) => v.needsTrackingDevice).length;
  return { ok: true, vehicles, trackers, skipped };
}
