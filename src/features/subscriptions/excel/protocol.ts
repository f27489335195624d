// Messages between read-workbook.ts (main thread) and xlsx.worker.ts. Types only: the worker
// bundle must not pull app code in.

export type WorkerRequest =
  | { kind: 'read'; buffer: ArrayBuffer; maxRows: number }
  | { kind: 'template'; rows: (string | number)[][] };

export type WorkerError = 'unreadable' | 'tooManyRows';

export type WorkerResponse =
  | { ok: true; kind: 'read'; rows: unknown[][]; ms: number }
  | { ok: true; kind: 'template'; file: ArrayBuffer }
  | { ok: false; error: WorkerError; detail?: string };
