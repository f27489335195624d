import { read, utils, write } from '@e965/xlsx';
import type { WorkerRequest, WorkerResponse } from './protocol';

// Spreadsheets are parsed here, off the main thread, with the patched SheetJS build (@e965/xlsx,
// STACK.md). This file and the library land in an `xlsx-*` chunk that the service worker does not
// precache (vite.config.ts): only users who reach the Excel step download it.

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

function readRows(buffer: ArrayBuffer, maxRows: number): WorkerResponse {
  const started = performance.now();
  let rows: unknown[][];
  try {
    const book = read(buffer, {
      type: 'array',
      // The first sheet only, and no further than the limit: a huge sheet is refused, not parsed.
      sheets: 0,
      sheetRows: maxRows + 2,
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
    });
    const name = book.SheetNames[0];
    const sheet = name === undefined ? undefined : book.Sheets[name];
    if (!sheet) return { ok: false, error: 'unreadable', detail: 'no sheet' };
    // `!fullref` is the sheet's whole range when sheetRows cut it short (header row included).
    const range = sheet['!fullref'] ?? sheet['!ref'];
    const total = range ? utils.decode_range(range) : null;
    if (total && total.e.r - total.s.r > maxRows) return { ok: false, error: 'tooManyRows' };
    rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: false });
  } catch (error) {
    return { ok: false, error: 'unreadable', detail: String(error) };
  }
  return { ok: true, kind: 'read', rows, ms: performance.now() - started };
}

function template(rows: (string | number)[][]): WorkerResponse {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Vehicles');
  const file = write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return { ok: true, kind: 'template', file };
}

scope.onmessage = (event) => {
  const request = event.data;
  const response =
    request.kind === 'read' ? readRows(request.buffer, request.maxRows) : template(request.rows);
  scope.postMessage(response, response.ok && response.kind === 'template' ? [response.file] : []);
};
