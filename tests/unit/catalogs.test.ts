import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/** Reads msgid → msgstr pairs of a Lingui .po catalog (single-line entries, as Lingui writes them). */
function readCatalog(locale: string, name: string): Map<string, string> {
  const text = readFileSync(resolve('locales', locale, `${name}.po`), 'utf8');
  const entries = new Map<string, string>();
  const re = /^msgid (".*")\nmsgstr (".*")$/gm;
  for (const [, id, str] of text.matchAll(re)) {
    const key = JSON.parse(id!) as string;
    if (key) entries.set(key, JSON.parse(str!) as string);
  }
  return entries;
}

/** The placeholders Lingui actually fills in at run time, once the message is compiled. */
function compiledPlaceholders(message: string): string[] {
  const compiled = compileMessage(message);
  if (typeof compiled === 'string') return [];
  return compiled.flatMap((part) => (typeof part === 'string' ? [] : [String(part[0])]));
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();

// The start-up catalog (`messages`) and the catalogs areas load with their routes.
const catalogNames = readdirSync(resolve('locales', 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length));

describe.each(catalogNames)('message catalog %s', (name) => {
  const en = readCatalog('en', name);
  const ar = readCatalog('ar', name);

  it('has every English message in Arabic, translated', () => {
    const untranslated = [...en.keys()].filter((id) => !ar.get(id));
    expect(untranslated).toEqual([]);
  });

  it('keeps the same placeholders in Arabic', () => {
    const broken = [...ar].filter(
      ([id, str]) => placeholders(id).join() !== placeholders(str).join(),
    );
    expect(broken).toEqual([]);
  });

  // An apostrophe next to a brace is ICU quoting: "Role '{name}'" shows "Role {name}".
  it.each(['en', 'ar'])('fills in every placeholder in %s (none quoted away)', (locale) => {
    const swallowed = [...(locale === 'en' ? en : ar)].filter(([id, str]) => {
      const shown = compiledPlaceholders(str || id);
      return placeholders(id).some((p) => !shown.includes(p!));
    });
    expect(swallowed).toEqual([]);
  });
});
