/**
 * The heavy optional chunks (map, spreadsheet reader, push) by family. They are in the build's
 * manifest but not precached: the first install stays small. Shared by the worker, the build and
 * the size script, so all three agree on what "lazy" means.
 */
const LAZY = /^\/?assets\/(ol|xlsx|firebase)-[^/]+\.(js|css)$/;

/** 'ol', 'xlsx' or 'firebase' for a lazy chunk's path (`/assets/…` or `assets/…`), else null. */
export const lazyFamily = (path: string): string | null => LAZY.exec(path)?.[1] ?? null;
