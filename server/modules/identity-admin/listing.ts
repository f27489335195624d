import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ValidationError } from '../../http/errors.ts';

/**
 * ABP's `sorting` ("field asc|desc", several joined by commas) over the fields a list allows;
 * an unknown field is a 400 naming `sorting` rather than a silent default order.
 */
export function orderBy(
  sorting: string | undefined,
  fields: Record<string, AnyPgColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  if (!sorting?.trim()) return fallback;
  const order: SQL[] = [];
  for (const part of sorting.split(',')) {
    const [field = '', direction = 'asc', ...rest] = part.trim().split(/\s+/);
    const column = Object.entries(fields).find(([k]) => k.toLowerCase() === field.toLowerCase());
    const dir = direction.toLowerCase();
    if (!column || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
      throw new ValidationError([
        { message: `Cannot sort by '${part.trim()}'.`, members: ['sorting'] },
      ]);
    }
    order.push(dir === 'asc' ? asc(column[1]) : desc(column[1]));
  }
  return [...order, ...fallback];
}

/** `%` and `_` in a typed filter are literal text, not patterns. */
export const likePattern = (filter: string) =>
  `%${filter
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
