import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The hooks only answer resolutions Node would answer the same way: a child process with them
// loads drizzle-orm's entry points and gets the very modules Node's own resolver names.
const SCRIPT = `
const specifiers = ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres'];
const loaded = await Promise.all(specifiers.map((s) => import(s)));
const { eq } = loaded[0];
const { pgTable, text } = loaded[1];
const t = pgTable('t', { a: text('a') });
console.log(JSON.stringify({
  urls: specifiers.map((s) => import.meta.resolve(s)),
  exports: loaded.map((m) => Object.keys(m).length),
  sql: typeof eq(t.a, 'x').getSQL,
}));
`;

const run = (args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, [...args, '--input-type=module', '-e', SCRIPT], {
      encoding: 'utf8',
    }),
  ) as { urls: string[]; exports: number[]; sql: string };

describe('start-up hooks', () => {
  it('resolve and load drizzle-orm exactly as Node does without them', () => {
    const plain = run([]);
    const hooked = run(['--import', './server/start-up-hooks.ts']);
    expect(hooked).toEqual(plain);
    expect(hooked.sql).toBe('function');
    expect(hooked.exports.every((n) => n > 0)).toBe(true);
  });
});
