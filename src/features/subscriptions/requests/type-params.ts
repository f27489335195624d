import { notFound } from '@tanstack/react-router';

/**
 * The `{type, id}` params of the two request pages: a type outside `types` is "Page not found".
 * Route params are parsed on the first screen's bundle, so both pages share this one copy.
 */
export const typeParams = <T extends string>(types: readonly T[]) => ({
  parse: ({ type, id }: { type: string; id: string }) => {
    const known = types.find((t) => t === type);
    if (!known) throw notFound();
    return { type: known, id };
  },
  stringify: ({ type, id }: { type: T; id: string }) => ({ type, id }),
});
