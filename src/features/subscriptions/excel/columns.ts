// The spreadsheet contract (spec part 1 §5 "Excel"): shared by the parser, the worker's template
// and the benchmark, so the three cannot drift apart.

export const VEHICLE_COLUMNS = {
  subClass: 'License Plate Sub Class',
  serial: 'License Plate Serial',
  color: 'Color Hex',
  consumption: 'Consumption Rate (km per 1 liters)',
  tracker: 'Needs tracking device (yes / no)',
} as const;

export type VehicleColumn = keyof typeof VEHICLE_COLUMNS;

/** Header row first, in the order the template presents them. */
export const TEMPLATE_HEADER: readonly string[] = Object.values(VEHICLE_COLUMNS);

/** One example row, so the template also documents the formats (hex colour, yes / no). */
export const TEMPLATE_EXAMPLE: readonly (string | number)[] = [
  'Damascus Private',
  '123456',
  '#1565C0',
  10,
  'yes',
];

export const TEMPLATE_FILE_NAME = 'vehicles-template.xlsx';

/** Limits checked before anything is parsed or sent (issue 5). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_DATA_ROWS = 5_000;
export const ACCEPTED_EXTENSIONS = ['.xlsx', '.xls'] as const;
