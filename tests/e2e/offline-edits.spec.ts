import { request, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { registerServiceWorkerAtOnce, waitForServiceWorkerControl } from './helpers.ts';
import { OFFLINE_NOISE, waitForPersisted, withoutNetwork } from './offline-helpers.ts';
import { apiGet } from './purchase-helpers.ts';
import { storedUser } from './auth-helpers.ts';

// Issue 13 "Edits made offline are kept and replayed": a group added and another renamed with no
// network, two offline restarts, then the network comes back: both are done on the server, once.

test.setTimeout(180_000);
test.beforeEach(({ consoleGuard }) => consoleGuard.allow(OFFLINE_NOISE));

interface Group {
  id: string;
  name: string;
}

const serverGroups = async (page: Page) =>
  (await apiGet<{ items: Group[] }>(page, '/api/app/vehicleGroup?maxResultCount=1000')).items;

const pendingMark = (page: Page, text: string) =>
  page.getByText(`Waiting to be sent: ${text}`, { exact: true });

test('a group added and another renamed offline survive two offline starts and are sent once', async ({
  page,
  context,
}) => {
  const tag = `${test.info().parallelIndex}-${Date.now() % 1e8}`;
  const existing = `Vans ${tag}`;
  const renamed = `Vans north ${tag}`;
  const added = `Night shift ${tag}`;

  await registerServiceWorkerAtOnce(context);
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await waitForServiceWorkerControl(page);

  // Online: the group to rename, and the screens to use offline, once each.
  await page.goto('/main/groups-management/add-group');
  await page.getByLabel('Group name').fill(existing);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: existing })).toBeVisible();
  const groupPath = new URL(page.url()).pathname;
  await waitForPersisted(page, /"groups",".*","detail"/, /"account-vehicles"/);
  await page.goto('/main/groups-management');
  await expect(page.getByRole('link', { name: existing })).toBeVisible();
  await waitForPersisted(page, /"groups",".*","list"/);
  await page.goto('/main/groups-management/add-group');
  await expect(page.getByRole('checkbox').first()).toBeVisible();

  await withoutNetwork(context, async () => {
    // A new group, from a cold offline start of the add-group screen.
    await page.reload();
    await page.getByLabel('Group name').fill(added);
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Saved on this device. It will be sent when the connection is back.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/main/groups-management');
    await expect(pendingMark(page, `Add the group “${added}”`)).toBeVisible();

    // The other one renamed.
    await page.goto(groupPath);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Group name').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(pendingMark(page, `Rename the group to “${renamed}”`)).toBeVisible();

    // The app is closed and opened again twice, still offline: both are still waiting.
    for (let start = 0; start < 2; start++) {
      await page.goto('about:blank');
      await page.goto('/main/groups-management');
      await expect(pendingMark(page, `Add the group “${added}”`)).toBeVisible();
      await expect(pendingMark(page, `Rename the group to “${renamed}”`)).toBeVisible();
    }
  });

  // Back online, with no click: both are sent, and the list shows the server's groups.
  await expect(page.getByText(/Waiting to be sent|Sending:/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: added })).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  const groups = await serverGroups(page);
  expect(groups.filter((g) => g.name === added)).toHaveLength(1);
  expect(groups.filter((g) => g.name === renamed)).toHaveLength(1);
  expect(groups.some((g) => g.name === existing)).toBe(false);

  // Another start online sends nothing again.
  await page.reload();
  await expect(page.getByRole('link', { name: added })).toBeVisible();
  await expect(page.getByText(/Waiting to be sent|Sending:/)).toHaveCount(0);
  expect((await serverGroups(page)).filter((g) => g.name === added)).toHaveLength(1);
});

test('a change the server refuses on its way back is dropped alone, and said so by name', async ({
  page,
  context,
  baseURL,
  consoleGuard,
}) => {
  // The refused rename, and the deleted group's page asked for again, answer 404.
  consoleGuard.allow(/status of 404/);
  const tag = `${test.info().parallelIndex}-${Date.now() % 1e8}`;
  const [doomed, kept] = [`Doomed ${tag}`, `Kept ${tag}`];
  await registerServiceWorkerAtOnce(context);
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  await waitForServiceWorkerControl(page);

  // Another device of the owner's: the same token, outside this browser (it stays online).
  const token = (await storedUser(page))!.access_token;
  const server = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  const create = async (name: string) =>
    (await server.post('/api/app/vehicleGroup', { data: { name } })).text();
  const ids = { doomed: await create(doomed), kept: await create(kept) };
  for (const id of Object.values(ids)) {
    await page.goto(`/main/groups-management/${id}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await waitForPersisted(page, new RegExp(`"detail","${id}"`));
  }

  await withoutNetwork(context, async () => {
    for (const [id, name] of [
      [ids.doomed, `${doomed} 2`],
      [ids.kept, `${kept} 2`],
    ] as const) {
      await page.goto(`/main/groups-management/${id}`);
      await page.getByRole('button', { name: 'Rename' }).click();
      await page.getByRole('dialog').getByLabel('Group name').fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await expect(pendingMark(page, `Rename the group to “${name}”`)).toBeVisible();
    }
    // Meanwhile the other device deletes the first group.
    expect((await server.delete(`/api/app/vehicleGroup/${ids.doomed}`)).status()).toBe(204);
  });

  const refusal = page.locator('[data-kind="error"]').filter({ hasText: doomed });
  await expect(refusal).toContainText(`Not saved: Rename the group to “${doomed} 2”`, {
    timeout: 30_000,
  });
  await expect(page.getByText(/Waiting to be sent|Sending:/)).toHaveCount(0);
  const groups = await serverGroups(page);
  expect(groups.find((g) => g.id === ids.kept)?.name).toBe(`${kept} 2`);
  expect(groups.some((g) => g.id === ids.doomed)).toBe(false);
  await server.dispose();
});
