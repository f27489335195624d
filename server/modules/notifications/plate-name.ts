import type { Language } from './render.ts';

// A vehicle's name in a notification is "serial - sub-class" as stored ("501411 - Damascus
// Private"). The app shows the sub-class in the reader's language (src/i18n/plate-sub-classes.ts);
// the texts the server writes (the list, push messages) say it the same way. The Arabic words are
// the app's catalog's (plate-name.test.ts checks them against locales/ar/main.po).

export const ARABIC_SUB_CLASS_WORDS: Record<string, string> = {
  Damascus: 'دمشق',
  'Rif Dimashq': 'ريف دمشق',
  Aleppo: 'حلب',
  Homs: 'حمص',
  Hama: 'حماة',
  Latakia: 'اللاذقية',
  Tartus: 'طرطوس',
  Idlib: 'إدلب',
  Daraa: 'درعا',
  'As-Suwayda': 'السويداء',
  Quneitra: 'القنيطرة',
  'Deir ez-Zor': 'دير الزور',
  Raqqa: 'الرقة',
  'Al-Hasakah': 'الحسكة',
  Private: 'خاص',
  Public: 'عمومي',
};

const KNOWN = /^(.+) - (.+) (Private|Public)$/;

/** "501411 - دمشق خاص" for an Arabic reader; a name not of that form is kept as stored. */
export function plateNameIn(name: string, language: Language): string {
  if (language !== 'ar') return name;
  const m = KNOWN.exec(name);
  const governorate = m && ARABIC_SUB_CLASS_WORDS[m[2]!];
  if (!m || !governorate) return name;
  return `${m[1]} - ${governorate} ${ARABIC_SUB_CLASS_WORDS[m[3]!]}`;
}
