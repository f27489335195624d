import * as nodeModule from 'node:module';

// Start-up shortcuts for the server process (budget: ≤ 3 s to the first answer). Optional APIs are
// reached through the namespace: a Node 22 without them simply starts the slow way.

// V8 keeps compiled code between starts (in the OS temporary directory, keyed by file contents).
nodeModule.enableCompileCache?.();

// Node 22 parses a package's whole `exports` map again for every module it resolves in or into that
// package. drizzle-orm's package.json is 180 kB with ~450 exports and the server loads hundreds of
// its files: ~0.5 s of a 2.5 s start. Two resolutions are therefore answered here:
// - relative imports between drizzle-orm's own files: explicit `./x.js` paths of an ES-module
//   package ("type": "module"), so the URL and the format follow from the specifier alone;
// - bare specifiers imported by the project's own files: the same answer from every file, so each
//   is resolved once per set of conditions.
const DRIZZLE = '/node_modules/drizzle-orm/';
const resolved = new Map<string, nodeModule.ResolveFnOutput>();

nodeModule.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (!parent?.startsWith('file:')) return nextResolve(specifier, context);
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      if (!parent.includes(DRIZZLE) || !specifier.endsWith('.js')) {
        return nextResolve(specifier, context);
      }
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    if (parent.includes('/node_modules/') || /^[a-z]+:/.test(specifier)) {
      return nextResolve(specifier, context);
    }
    const key = `${specifier}\0${context.conditions.join(',')}`;
    const known = resolved.get(key);
    if (known) return known;
    const answer = nextResolve(specifier, context);
    resolved.set(key, { ...answer, shortCircuit: true });
    return answer;
  },
});
