import type { Plugin } from 'vite';

/**
 * The generated route tree hands each route its children as an object keyed by long names
 * (`AuthenticatedMainRoutesAddPointRouteIdRoute: …`) that only `Object.values` reads; the keys
 * survive minification and cost the first screen ~0.2 kB gzip. Built as arrays instead, which
 * TanStack Router takes as they are (`_addFileChildren`). Types are untouched: tsc reads the file.
 */
export function routeTreeArrays(): Plugin {
  return {
    name: 'route-tree-arrays',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/routeTree.gen.ts')) return null;
      let count = 0;
      const out = code.replace(
        /^(const \w+Children): \w+ = \{([^}]*)\}/gm,
        (_, head: string, body: string) => {
          const values = body
            .split(',')
            .map((entry) => entry.split(':').at(-1)!.trim())
            .filter(Boolean);
          count++;
          return `${head} = [${values.join(', ')}]`;
        },
      );
      if (count === 0) this.error('route-tree-arrays: no children objects found');
      return { code: shortUpdates(out), map: null };
    },
  };
}

const UPDATE =
  /(\w+)\.update\(\{\s*id: ('[^']*'),\s*path: ('[^']*'),\s*getParentRoute: \(\) => (\w+),?\s*\} as any\)/g;

/**
 * Each route is placed in the tree with `X.update({ id, path, getParentRoute: () => P })`, and
 * the id mostly repeats the path: ~50 bytes a route, ~0.2 kB gzip for the first screen, paid
 * again by every new route. One helper call per route instead (routes without a path — layouts —
 * keep the long form). The parent is still read lazily, as the generator's arrow did.
 */
function shortUpdates(code: string): string {
  const out = code.replace(UPDATE, (_, route: string, id: string, path: string, parent: string) =>
    id === path
      ? `place(${route}, ${path}, () => ${parent})`
      : `place(${route}, ${path}, () => ${parent}, ${id})`,
  );
  const helper =
    'const place = (r: any, path: string, getParentRoute: () => any, id = path) => r.update({ id, path, getParentRoute })\n';
  const at = out.indexOf('\nconst ');
  return out === code ? code : `${out.slice(0, at + 1)}${helper}${out.slice(at + 1)}`;
}

/**
 * `codeSplitGroupings` tells the router plugin how to split a route file; the runtime never reads
 * it, yet it stays in the route's options in the entry chunk. Dropped after the plugin ran.
 */
export function dropSplitGroupings(): Plugin {
  return {
    name: 'drop-split-groupings',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/routes/') || id.includes('?')) return null;
      const out = code.replace(/codeSplitGroupings:\s*\[(\[[^\]]*\],?\s*)+\],?/g, '');
      return out === code ? null : { code: out, map: null };
    },
  };
}
