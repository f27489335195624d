import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The specs are type-checked without the DOM lib; this types what the page function reads.
declare const document: {
  getAnimations(): Array<{
    playState: string;
    effect: { getTiming(): { iterations?: number } } | null;
  }>;
};

/** axe-core's WCAG 2.1 A/AA rules on what the page shows now: no violations. */
export async function expectNoViolations(page: Page, where: string) {
  // A toast fading in or out is half transparent: axe would measure a contrast nobody reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, where).toEqual([]);
}
