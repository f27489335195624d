import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newPhone, signInNewUser } from './auth-helpers.ts';
import { expectNoViolations } from './axe-helpers.ts';
import { OWNER, demoPhone, openAccount, signInDemo } from './demo-helpers.ts';

// Issue 28: an owner who adds a phone number as an observer invites its holder. The invitee sees
// the invitation with who invited them, and the account only once they accept; a second invitee
// declines and never sees it. The demo account is shared by every worker: this spec works only
// on observers it made, and deletes them at the end.

// The specs are type-checked without the DOM lib.
declare const localStorage: { setItem(key: string, value: string): void };

test.setTimeout(180_000);

const V0 = '501000 - Damascus Private';
const V1 = '501137 - Damascus Public';
const e164 = (local: string) => `+963${local.slice(1)}`;

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
/** The observer card's invitation fact (its third, after the phone number and the status). */
const invitationOf = (page: Page, name: string) =>
  cardOf(page, name).getByRole('definition').nth(2);

async function addObserver(page: Page, name: string, phone: string, vehicles: string[]) {
  await page.getByRole('button', { name: 'Add observer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add observer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone number').fill(phone);
  for (const vehicle of vehicles) await dialog.getByRole('checkbox', { name: vehicle }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(invitationOf(page, name)).toHaveText('Not accepted yet');
}

/** The invitee on their own phone: a first sign-in lands on their (empty) accounts list. */
async function invitee(browser: Browser, phone: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInNewUser(page, 'en', { phone });
  return { context, page };
}

const invitations = (page: Page) => page.getByRole('region', { name: 'Invitations' });
const openButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Open ${name}`) });

test('an invitee sees who invited them, accepts and sees the vehicles; another declines and never sees the account', async ({
  page,
  browser,
  consoleGuard,
}) => {
  const tag = `${Date.now() % 100_000}-${test.info().parallelIndex}`;
  const [accepting, declining] = [`Accepting ${tag}`, `Declining ${tag}`];
  const [phoneA, phoneB] = [newPhone(), newPhone()];

  // The owner invites two numbers that never signed in.
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await page.goto('/main/observers-management');
  await addObserver(page, accepting, phoneA, [V0, V1]);
  await addObserver(page, declining, phoneB, [V0]);

  // The first invitee: the invitation names who invited, and no account shows before accepting.
  const a = await invitee(browser, phoneA);
  consoleGuard.watch(a.context);
  const invitation = invitations(a.page).getByRole('listitem');
  await expect(invitation).toContainText('Demo Logistics');
  await expect(invitation).toContainText(demoPhone(OWNER));
  await expect(invitation).toContainText(/Sami Haddad|Omar Owner \d+/);
  await expect(openButton(a.page, 'Demo Logistics')).toHaveCount(0);
  await expectNoViolations(a.page, 'en: an invitation on the accounts list');
  await invitation.getByRole('button', { name: 'Accept the invitation to Demo Logistics' }).click();
  // The account appears without a reload, with focus on it; the invitation is gone.
  await expect(openButton(a.page, 'Demo Logistics')).toBeFocused();
  await expect(invitations(a.page)).toHaveCount(0);
  await openAccount(a.page, 'Demo Logistics');
  const list = a.page.getByTestId('vehicle-list');
  await expect(list.getByRole('button')).toHaveCount(2);
  for (const plate of [V0, V1]) await expect(list.getByText(plate)).toBeVisible();
  await a.context.close();

  // The second invitee, in Arabic on a phone: declines, and the account never appears.
  const b = await invitee(browser, phoneB);
  consoleGuard.watch(b.context);
  await b.page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await b.page.setViewportSize({ width: 390, height: 844 });
  await b.page.reload();
  const arabic = b.page.getByRole('region', { name: 'الدعوات' });
  await expect(arabic).toContainText('Demo Logistics');
  await expect(b.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoViolations(b.page, 'ar: an invitation on a phone');
  const decline = arabic.getByRole('button', { name: 'رفض الدعوة إلى Demo Logistics' });
  const box = await decline.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await decline.click();
  await b.page.getByRole('dialog').getByRole('button', { name: 'رفض', exact: true }).click();
  await expect(arabic).toHaveCount(0);
  await b.page.reload();
  await expect(b.page.getByText(/ليس لديك حسابات تتبع بعد/)).toBeVisible();
  await expect(b.page.getByRole('region', { name: 'الدعوات' })).toHaveCount(0);
  await expect(b.page.getByRole('button', { name: /^فتح / })).toHaveCount(0);
  await b.context.close();

  // The owner sees who accepted and who declined, and removes both (other specs count places).
  await page.reload();
  await expect(invitationOf(page, accepting)).toHaveText('Accepted');
  await expect(invitationOf(page, declining)).toHaveText(
    'Declined: add them again to invite them again',
  );
  await expect(cardOf(page, declining).getByRole('switch')).toHaveCount(0);
  for (const [name, phone] of [
    [accepting, phoneA],
    [declining, phoneB],
  ] as const) {
    await expect(cardOf(page, name)).toContainText(e164(phone));
    await cardOf(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(cardOf(page, name)).toHaveCount(0);
  }
});
