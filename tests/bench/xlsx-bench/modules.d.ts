// The page imports the project's spreadsheet code through an alias that tests/bench/xlsx.ts gives
// Vite: the Node type-check of `tests/` cannot follow imports into `src/` (browser-only,
// extension-less paths). These declarations mirror src/features/subscriptions/excel/read-workbook.ts.

declare module 'xlsx-bench:read' {
  export type Result =
    | { ok: true; vehicles: unknown[]; trackers: number; skipped: number }
    | { ok: false; error: string; missing?: string[] };
  export function readVehiclesFile(file: File): Promise<Result>;
  export function downloadVehiclesTemplate(): Promise<boolean>;
}
