/// <reference types="vite/client" />
/** `{ queryRoot: hash }` as JSON: see scripts/cache-version.ts. */
declare const __CACHE_VERSION__: string;
