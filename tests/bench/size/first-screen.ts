import { join } from 'node:path';
import { visitHome, withChromium } from './browser.ts';
import type { Visit } from './browser.ts';
import { dist, gzipSize, gzipTotal, rel, toDistFile } from './dist-files.ts';
import { FIRST_START_TIMEOUT_MS, origin, startServer, stopServer } from './server.ts';
import { budgetRow, errorRow, kB } from './table.ts';
import type { Outcome, Row } from './table.ts';

// (a) and (b): the JavaScript and CSS a first visit to `/` fetches before the home page's heading
// shows, in a real browser: index.html's scripts and what they import statically, plus what the
// app loads at start-up (the locale's message catalogue, the route chunks of `/`). Measured in
// English and in Arabic; the larger counts.

const BUDGET_JS = 130_000;
const BUDGET_CSS = 15_000;
const LOCALES = ['en', 'ar'];

export interface FirstScreen {
  locale: string;
  heading: string;
  js: string[];
  css: string[];
  /** Reasons the figure is not trustworthy: unmapped responses, wrong language. */
  problems: string[];
  pageErrors: string[];
}

function toFiles(locale: string, base: string, visit: Visit): FirstScreen {
  const js = new Set<string>();
  const css = new Set<string>();
  const problems: string[] = [];
  for (const { url, type, status } of visit.received) {
    const parsed = new URL(url);
    const file =
      parsed.origin === base && status === 200
        ? toDistFile(decodeURIComponent(parsed.pathname), join(dist, 'index.html'))
        : undefined;
    if (file) (type === 'script' ? js : css).add(file);
    else problems.push(`${type} ${url} (HTTP ${status}) is not a file in dist`);
  }
  if (visit.lang !== locale) problems.push(`the page is in "${visit.lang}", not "${locale}"`);
  return {
    locale,
    heading: visit.heading,
    js: [...js],
    css: [...css],
    problems,
    pageErrors: visit.pageErrors,
  };
}

/** Starts the server on the (already seeded) data directory and visits `/` in each language. */
export async function measureFirstScreen(port: number, dataDir: string): Promise<FirstScreen[]> {
  const { child } = await startServer(port, dataDir, FIRST_START_TIMEOUT_MS);
  try {
    return await withChromium(async (browser) => {
      const screens: FirstScreen[] = [];
      for (const locale of LOCALES) {
        screens.push(toFiles(locale, origin(port), await visitHome(browser, origin(port), locale)));
      }
      return screens;
    });
  } finally {
    await stopServer(child);
  }
}

function screenRow(
  figure: string,
  screens: FirstScreen[],
  kind: 'js' | 'css',
  budget: number,
): Row {
  const sized = screens.map((screen) => ({ screen, bytes: gzipTotal(screen[kind]) }));
  const largest = Math.max(...sized.map((s) => s.bytes));
  const lines = [
    `the larger of ${sized.map((s) => `${s.screen.locale} ${kB(s.bytes)}`).join(', ')}` +
      ' (Chromium, first visit to /, until its h1 is visible)',
  ];
  for (const { screen, bytes } of sized) {
    lines.push(`  ${screen.locale}, h1 "${screen.heading}": ${screen[kind].length} file(s)`);
    for (const file of screen[kind])
      lines.push(`    ${kB(gzipSize(file)).padStart(8)}  ${rel(file)}`);
    lines.push(`    ${kB(bytes).padStart(8)}  total`);
  }
  for (const screen of screens) {
    for (const p of screen.problems) lines.push(`  ERROR ${screen.locale}: ${p}`);
    for (const e of screen.pageErrors) lines.push(`  note ${screen.locale}: page error: ${e}`);
  }
  const row = budgetRow(figure, largest, budget, lines.join('\n'));
  return screens.some((s) => s.problems.length > 0) ? { ...row, verdict: 'ERROR' } : row;
}

export function firstScreenRows(outcome: Outcome<FirstScreen[]>): { js: Row; css: Row } {
  const js = '(a) JS before first screen (gzip)';
  const css = '(b) CSS before first screen (gzip)';
  if (!outcome.ok) {
    return {
      js: errorRow(js, `≤ ${kB(BUDGET_JS)}`, outcome.error),
      css: errorRow(css, `≤ ${kB(BUDGET_CSS)}`, outcome.error),
    };
  }
  return {
    js: screenRow(js, outcome.value, 'js', BUDGET_JS),
    css: screenRow(css, outcome.value, 'css', BUDGET_CSS),
  };
}
