import { setMobileLocale } from '../../api/contract/identity.ts';
import { call } from '../../api/http.ts';
import type { Locale } from '../../i18n/locales';

/** A dropped connection must not hold up the language switch (the page reloads after it). */
const SAVE_TIMEOUT_MS = 2000;

/**
 * Tells the server the signed-in user's language (spec part 1 §7 "mobile identity … set locale"),
 * so texts it sends later (SMS, push) use it. Best-effort: offline, the switch goes on.
 */
export async function saveLocale(language: Locale): Promise<void> {
  await call(setMobileLocale, {
    body: { language },
    silent: true,
    background: true,
    timeoutMs: SAVE_TIMEOUT_MS,
  }).catch((error: unknown) => console.warn('The language could not be saved', error));
}
