import { useState } from 'react';

/**
 * How many notifications arrived (at the top) since the screen first showed some: a poll adds
 * them silently otherwise. Counted by id, so a Load More (which adds at the bottom) is not one.
 */
export function useArrivals(items: readonly { id: string }[]): number {
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  // The first list shown is what the user found here (React's "state from the previous render").
  if (known === null && items.length > 0) setKnown(new Set(items.map((n) => n.id)));
  if (!known) return 0;
  const index = items.findIndex((n) => known.has(n.id));
  return index === -1 ? items.length : index;
}
