import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { switchLanguage } from './helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';

// Issue 30: the figures a tracker sends with a fix (OsmAnd's extra parameters, named as in
// Traccar's OsmAnd protocol) show on the vehicle's card of the live map, in English and in Arabic
// (right to left), their code and texts loaded only then. demo-025 of "Sami's car": the
// simulator keeps moving it without figures, and the live position keeps the latest of each kind,
// while "Demo Logistics" (counted by other specs) is left as it is.

const PLATE = '504288';
const FIX =
  '/ingest/osmand?id=demo-025&lat=33.51&lon=36.29' +
  '&ignition=true&odometer=152340500&hours=1235.5&power=12.8&fuel=42.25';

/** The definition of `term` among the card's facts. */
const fact = (card: Locator, term: string) =>
  card
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the vehicle card shows what the tracker sent, in English and in Arabic', async ({
  page,
  request,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, "Sami's car");
  await page
    .getByTestId('vehicle-list')
    .getByRole('button', { name: new RegExp(PLATE) })
    .click();
  const card = page.getByRole('region', { name: new RegExp(PLATE) });
  await expect(card).toBeVisible();

  // Sent until the card shows it: a simulator fix written in the same batch and a moment later
  // would be the newest one of that batch, and the live position would miss ours.
  const odometer = fact(card, 'Odometer');
  await expect
    .poll(
      async () => {
        expect((await request.get(FIX)).status()).toBe(200);
        return (await odometer.count()) ? odometer.textContent() : null;
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe('152,340.5 km');
  await expect(fact(card, 'Ignition')).toHaveText('On');
  await expect(fact(card, 'Engine hours')).toHaveText('1,235.5 h');
  await expect(fact(card, 'External power')).toHaveText('12.8 V');
  await expect(fact(card, 'Fuel')).toHaveText('42.25 L');
  await expectNoViolations(page, 'vehicle card with tracker figures');

  await switchLanguage(page, 'English', 'العربية', page.getByRole('banner'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(fact(card, 'الإشعال')).toHaveText('يعمل');
  await expect(fact(card, 'عداد المسافة')).toHaveText(/^[0-9٠-٩,٬.٫]+ كم$/);
  await expect(fact(card, 'ساعات عمل المحرك')).toHaveText(/ ساعة$/);
  await expect(fact(card, 'التغذية الخارجية')).toHaveText(/ فولت$/);
  await expect(fact(card, 'الوقود')).toHaveText(/ لتر$/);
  await expectNoViolations(page, 'vehicle card with tracker figures, Arabic');
});
