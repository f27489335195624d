export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export type ToastItem = {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  durationMs: number;
};

export type ToastOptions = { durationMs?: number; title?: string };

// The spec fixes error toasts at 5 s; the others are shorter confirmations.
export const DEFAULT_DURATIONS: Record<ToastKind, number> = {
  error: 5000,
  warning: 3000,
  success: 3000,
  info: 3000,
};

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const durationMs = options.durationMs ?? DEFAULT_DURATIONS[kind];
  emit([...items, { id, kind, message, title: options.title, durationMs }]);
  return id;
}

/**
 * Module-level so the HTTP client, the service-worker bridge and other non-React code can
 * notify the user; `<Toaster />` renders whatever is here.
 */
export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss(id: number) {
    if (items.some((item) => item.id === id)) emit(items.filter((item) => item.id !== id));
  },
  clear() {
    if (items.length) emit([]);
  },
  getAll: (): readonly ToastItem[] => items,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
