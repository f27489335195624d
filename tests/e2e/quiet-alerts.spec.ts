import { encodeLine } from '../../src/api/contract/geometry.ts';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';
import { OBSERVED, api, nextButton as next, openWizard, unique } from './alert-helpers.ts';

// Issue 31: an owner sets when a zone alert counts in the wizard — its minimum duration, zone
// margin and late-position limit, each shown with its default and what it does — and reads them
// back on the alert's panel, in English and in Arabic.

test.setTimeout(90_000);

// The specs are type-checked without the DOM lib: what the page functions below use.
declare const localStorage: { setItem(key: string, value: string): void };

/** "90" in the reader's digits: Chromium writes Arabic numbers in Arabic-Indic digits. */
const digits = (n: number) => `(${n}|${new Intl.NumberFormat('ar').format(n)})`;

test('a zone alert’s quiet settings, chosen in the wizard, on its panel in both languages', async ({
  page,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  const zoneName = unique('Quiet zone', test.info().parallelIndex);
  const c = { lat: 33.8, lon: 36.1 + test.info().parallelIndex * 0.05 };
  const d = 0.004;
  const ring = [
    { lat: c.lat - d, lon: c.lon - d },
    { lat: c.lat - d, lon: c.lon + d },
    { lat: c.lat + d, lon: c.lon + d },
    { lat: c.lat + d, lon: c.lon - d },
    { lat: c.lat - d, lon: c.lon - d },
  ];
  await api(page, 'POST', '/api/app/geoZone', {
    name: zoneName,
    polyLine: { line: encodeLine(ring) },
  });

  await openWizard(page);
  await page.getByLabel('Alert type').selectOption({ label: 'Leaving a zone' });
  const group = page.getByRole('group', { name: 'When an alert counts' });
  const duration = group.getByRole('textbox', { name: 'Minimum duration (seconds)' });
  const margin = group.getByRole('textbox', { name: 'Zone margin (metres)' });
  const late = group.getByRole('textbox', { name: 'Late positions (minutes)' });
  await expect(duration).toHaveValue('60');
  await expect(duration).toHaveAccessibleDescription(/stayed on the new side this long/);
  await expect(margin).toHaveValue('25');
  await expect(margin).toHaveAccessibleDescription(/GPS drift on the edge is ignored/);
  await expect(late).toHaveValue('10');
  await expect(late).toHaveAccessibleDescription(/raises no alert/);
  await page.getByRole('checkbox', { name: new RegExp(`^${OBSERVED.plate}`) }).check();
  await page.getByRole('checkbox', { name: zoneName }).check();
  await duration.fill('90');
  await margin.fill('40');
  await late.fill('20');
  await expectNoViolations(page, 'wizard with quiet settings');
  await next(page).click();
  await page.getByRole('checkbox', { name: 'App notification' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/main/alerts');

  // Other tests make leaving-zone alerts in this account too: ours is the one on our zone.
  const ours = async (names: RegExp, zones: string) => {
    const panels = page.getByRole('button', { name: names });
    await expect(panels.first()).toBeVisible();
    for (let i = 0; i < (await panels.count()); i++) {
      await panels.nth(i).click();
      const found = page.getByText(`${zones}: ${zoneName}`);
      const shown = await found.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (shown) return;
      await panels.nth(i).click();
    }
    throw new Error('our alert was not listed');
  };
  await ours(/^Leaving a zone/, 'Geo-zones');
  await expect(page.getByText('90 seconds')).toBeVisible();
  await expect(page.getByText('40 metres')).toBeVisible();
  await expect(page.getByText('over 20 minutes')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ours(/^الخروج من منطقة/, 'المناطق الجغرافية');
  await expect(page.getByText('أقل مدة', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${digits(90)} ثانية$`))).toBeVisible();
  await expect(page.getByText('هامش المنطقة', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${digits(40)} متراً$`))).toBeVisible();
  await expect(page.getByText(new RegExp(`^أكثر من ${digits(20)} دقيقة$`))).toBeVisible();
  await expectNoViolations(page, 'alert panel in Arabic');
});
