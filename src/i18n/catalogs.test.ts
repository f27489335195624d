import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// Every message of every catalog, compiled as Lingui compiles it at run time. An apostrophe next
// to a brace is ICU quoting: "Role '{name}'" shows the user "Role {name}", the name swallowed.
const root = join(import.meta.dirname, '../../locales');

function placeholders(compiled: ReturnType<typeof compileMessage>): string[] {
  if (typeof compiled === 'string') return [];
  return compiled.flatMap((part) => (typeof part === 'string' ? [] : [String(part[0])]));
}

function entries(file: string): [string, string][] {
  const text = readFileSync(file, 'utf8');
  const unquote = (s: string) => JSON.parse(s) as string;
  return [...text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)]
    .map((m) => [unquote(m[1]), unquote(m[2])] as [string, string])
    .filter(([id]) => id !== '');
}

describe('message catalogs', () => {
  for (const lang of readdirSync(root)) {
    for (const name of readdirSync(join(root, lang)).filter((f) => f.endsWith('.po'))) {
      it(`${lang}/${name}: every placeholder of a message reaches the user`, () => {
        const swallowed = entries(join(root, lang, name)).filter(([id, str]) => {
          const wanted = [...id.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
          const shown = placeholders(compileMessage(str || id));
          return wanted.some((p) => !shown.includes(p));
        });
        expect(swallowed.map(([id]) => id)).toEqual([]);
      });
    }
  }
});
