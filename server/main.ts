// Entry point of `npm start` / `npm run serve`. The start-up shortcuts must be in place before the
// server's modules are resolved, so the server itself is imported dynamically after them.
import './start-up-hooks.ts';

await import('./serve.ts');
