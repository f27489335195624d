import { parseVehicles, type SheetVehicle } from './parse-vehicles';
import type { WorkerRequest, WorkerResponse } from './protocol';
import {
  ACCEPTED_EXTENSIONS,
  MAX_DATA_ROWS,
  MAX_FILE_BYTES,
  TEMPLATE_EXAMPLE,
  TEMPLATE_FILE_NAME,
  TEMPLATE_HEADER,
} from './columns';

// The main thread's side of the Excel step. Nothing here sends anything: the vehicles go into the
// form, which the user confirms later. The worker (and SheetJS with it) loads on first use only.

export type ExcelError =
  'wrongType' | 'tooLarge' | 'tooManyRows' | 'unreadable' | 'missingColumns' | 'noVehicles';

export type Result =
  | { ok: true; vehicles: SheetVehicle[]; trackers: number; skipped: number }
  | { ok: false; error: ExcelError; missing?: string[] };

/** Parsing a 5,000-row sheet takes well under a second; a stuck worker must not hang the step. */
const WORKER_TIMEOUT_MS = 30_000;

function runWorker(request: WorkerRequest, transfer: Transferable[] = []): Promise<WorkerResponse> {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), {
    type: 'module',
    name: 'xlsx',
  });
  return new Promise<WorkerResponse>((resolve) => {
    const timer = setTimeout(
      () => resolve({ ok: false, error: 'unreadable', detail: 'timeout' }),
      WORKER_TIMEOUT_MS,
    );
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      resolve({ ok: false, error: 'unreadable', detail: event.message });
    };
    worker.postMessage(request, transfer);
    // One worker per file: SheetJS's memory goes back as soon as the answer is in.
  }).finally(() => worker.terminate());
}

export const hasAcceptedExtension = (name: string) =>
  ACCEPTED_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** Checks, reads (in the worker) and maps an uploaded vehicles file. */
export async function readVehiclesFile(file: File): Promise<Result> {
  if (!hasAcceptedExtension(file.name)) return { ok: false, error: 'wrongType' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: 'tooLarge' };
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  const answer = await runWorker({ kind: 'read', buffer, maxRows: MAX_DATA_ROWS }, [buffer]);
  if (!answer.ok) {
    // The spec logs read failures; the user gets a message from the error code.
    console.warn('Vehicles file not read:', answer.error, answer.detail ?? '');
    return { ok: false, error: answer.error };
  }
  if (answer.kind !== 'read') return { ok: false, error: 'unreadable' };
  const parsed = parseVehicles(answer.rows);
  if (!parsed.ok) return { ok: false, error: parsed.error, missing: parsed.missing };
  if (parsed.vehicles.length === 0) return { ok: false, error: 'noVehicles' };
  return parsed;
}

/** Builds the template in the worker (same library, no extra chunk) and saves it. */
export async function downloadVehiclesTemplate(): Promise<boolean> {
  const answer = await runWorker({
    kind: 'template',
    rows: [[...TEMPLATE_HEADER], [...TEMPLATE_EXAMPLE]],
  });
  if (!answer.ok || answer.kind !== 'template') return false;
  const blob = new Blob([answer.file], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: TEMPLATE_FILE_NAME,
  });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
