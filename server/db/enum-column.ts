import { sql, type SQL } from 'drizzle-orm';
import { check, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The values of a database enum come from the contract's zod enum (`.options`), so the request
// stages, statuses and types are listed once: the column's type and its CHECK both follow it.

/** A text column whose TypeScript type is the contract enum's union (rows map to DTOs uncast). */
export const enumText = <T extends string>(name: string, values: readonly T[]) =>
  text(name, { enum: values as [T, ...T[]] });

/** The database's own guard on the same list. */
export const enumCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${inList(values)})`);

const inList = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
