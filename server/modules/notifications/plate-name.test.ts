import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARABIC_SUB_CLASS_WORDS, plateNameIn } from './plate-name.ts';

describe('plateNameIn', () => {
  it('says the sub-class in Arabic for an Arabic reader, and keeps unknown or English ones', () => {
    expect(plateNameIn('501411 - Damascus Private', 'ar')).toBe('501411 - دمشق خاص');
    expect(plateNameIn('501685 - Rif Dimashq Public', 'ar')).toBe('501685 - ريف دمشق عمومي');
    expect(plateNameIn('501411 - Damascus Private', 'en')).toBe('501411 - Damascus Private');
    expect(plateNameIn('777 - Homs Taxi', 'ar')).toBe('777 - Homs Taxi');
    expect(plateNameIn('Car 9', 'ar')).toBe('Car 9');
  });

  it('uses the words of the app’s Arabic catalog', () => {
    const po = readFileSync(new URL('../../../locales/ar/main.po', import.meta.url), 'utf8');
    for (const [english, arabic] of Object.entries(ARABIC_SUB_CLASS_WORDS)) {
      const at = po.indexOf(`\nmsgid "${english}"\nmsgstr "`);
      expect(at, english).toBeGreaterThan(-1);
      const start = po.indexOf('msgstr "', at) + 'msgstr "'.length;
      expect(po.slice(start, po.indexOf('"', start))).toBe(arabic);
    }
  });
});
