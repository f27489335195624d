import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { Lang } from './auth-helpers.ts';
import { describeOffenders, measureTargets, type Measurement } from './touch-targets.ts';

// The walk of tests/e2e/touch-targets.spec.ts: one page per language goes through every screen
// and measures each one (and its menus and dialogs) once it has settled.

// The specs are type-checked without the DOM lib: what the page functions below read.
declare const document: {
  getAnimations(): Array<{
    playState: string;
    effect: { getTiming(): { iterations?: number } } | null;
  }>;
  fonts: { ready: Promise<unknown> };
};
declare function requestAnimationFrame(callback: () => void): number;

/**
 * The Arabic catalogs' msgid → msgstr (one-line entries: what the walk clicks by). A few texts
 * are translated differently in two catalogs; the walk accepts either.
 */
const ARABIC = new Map<string, Set<string>>();
for (const file of readdirSync('locales/ar').filter((f) => f.endsWith('.po'))) {
  const text = readFileSync(`locales/ar/${file}`, 'utf8');
  for (const [, id, str] of text.matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)) {
    ARABIC.set(id!, (ARABIC.get(id!) ?? new Set()).add(str!));
  }
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a screen showed: its name, the address, how many targets and which broke the rule. */
export interface Measured extends Measurement {
  screen: string;
  path: string;
}

/**
 * Nothing loads or moves: no spinner (a lazy map, a list on its way), no animation running (a
 * dialog scaling in), fonts in, then two measurements a frame apart alike.
 */
async function settled(page: Page): Promise<Measurement> {
  await expect(page.locator('span[role=status][aria-label]:empty:visible')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Each wait in the page also ends after a second: a page Chromium stops painting (a tab opened
  // over it on a loaded machine) fires no animation frame, and an evaluate has no timeout of its
  // own — the walk hung there until the test's four minutes ran out.
  await page.evaluate(() =>
    Promise.race([document.fonts.ready, new Promise((done) => setTimeout(done, 1_000))]),
  );
  let last = JSON.stringify(await measureTargets(page));
  for (let i = 0; i < 20; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
          setTimeout(done, 1_000);
        }),
    );
    const now = await measureTargets(page);
    if (JSON.stringify(now) === last) return now;
    last = JSON.stringify(now);
  }
  throw new Error('the layout kept changing');
}

export class TouchWalk {
  readonly measured: Measured[] = [];
  readonly page: Page;
  readonly lang: Lang;

  constructor(page: Page, lang: Lang) {
    this.page = page;
    this.lang = lang;
  }

  /** An English text of the app in this walk's language (all its translations). */
  private texts(english: string, values: string[]): string[] {
    const texts = this.lang === 'en' ? [english] : [...(ARABIC.get(english) ?? [])];
    if (texts.length === 0) throw new Error(`no Arabic for "${english}" in locales/ar`);
    // Placeholders ({0}, {name}) take `values` in the order the English text names them.
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return texts.map((t) =>
      t.replace(/\{(\w+)\}/g, (_, name: string) => values[names.indexOf(name)] ?? ''),
    );
  }

  /**
   * An English text as this walk's language shows it, `{0}`… filled with `values`; a pattern of
   * its translations when it has several (matching within a name, as a text does).
   */
  say(english: string, ...values: string[]): string | RegExp {
    const texts = this.texts(english, values);
    return texts.length === 1 ? texts[0]! : new RegExp(this.pattern(english, ...values));
  }

  /** The same as a piece of a regular expression. */
  pattern(english: string, ...values: string[]): string {
    return `(?:${this.texts(english, values).map(escape).join('|')})`;
  }

  /** The button named `english` (exactly), in this walk's language. */
  button(english: string, scope: Page | Locator = this.page) {
    const texts = this.texts(english, []);
    const name = texts.length === 1 ? texts[0]! : new RegExp(`^${this.pattern(english)}$`);
    return scope.getByRole('button', { name, exact: true });
  }

  /** Measures what the page shows now as `screen`. */
  async measure(screen: string) {
    const measurement = await settled(this.page);
    this.measured.push({ screen, path: new URL(this.page.url()).pathname, ...measurement });
  }

  /** Loads `path` and waits for `ready` (the screen's level-1 heading by default). */
  async visit(path: string, ready?: Locator) {
    await this.page.goto(path);
    await expect(ready ?? this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  /** Opens the dialog `opener` opens, measures it as `screen`, closes it with Escape. */
  async dialog(screen: string, opener: Locator, dialog = this.page.getByRole('dialog')) {
    await opener.click();
    await expect(dialog.first()).toBeVisible();
    await this.measure(screen);
    await this.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  /** Opens the menu `opener` opens, measures it as `screen`, closes it with Escape. */
  async menu(screen: string, opener: Locator) {
    await opener.click();
    await expect(this.page.getByRole('menu').first()).toBeVisible();
    await this.measure(screen);
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menu')).toHaveCount(0);
  }

  /** Every offender, a line each, under its screen: what the failure message shows. */
  report(): string[] {
    return this.measured
      .filter((m) => m.offenders.length > 0)
      .flatMap((m) => [
        `${this.lang} ${m.screen} (${m.path}):`,
        ...describeOffenders(m.offenders).map((line) => `  ${line}`),
      ]);
  }
}
