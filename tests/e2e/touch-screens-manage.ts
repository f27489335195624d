import { expect } from './fixtures.ts';
import { api } from './alert-helpers.ts';
import type { TouchWalk } from './touch-walk.ts';

// The owner's management screens of "Demo Logistics": services, groups, observers, alerts (each
// type of the wizard's first step, its second step), zones and routes, with their dialogs.

const confirmation = (walk: TouchWalk) =>
  walk.page.getByRole('alertdialog').or(walk.page.getByRole('dialog'));

const closedPanels = (walk: TouchWalk) =>
  walk.page.locator('main button[aria-expanded=false][data-state=closed]:not([aria-haspopup])');

/** Opens the first closed accordion panel of the screen and measures it as `screen`. */
async function openFirstPanel(walk: TouchWalk, screen: string) {
  const id = await closedPanels(walk).first().getAttribute('id');
  const trigger = walk.page.locator(`[id="${id}"]`);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await walk.measure(screen);
}

export async function groupAndObserverScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/main/services');
  await walk.measure('services');
  await walk.visit('/main/groups-management');
  await walk.measure('groups');
  await walk.visit('/main/groups-management/add-group');
  const vehicles = page.getByRole('checkbox');
  await expect(vehicles.first()).toBeVisible();
  await walk.measure('add group');
  await page.getByLabel(walk.say('Group name')).fill(`Touch ${walk.lang} ${Date.now() % 1e8}`);
  await vehicles.nth(0).check();
  await vehicles.nth(1).check();
  await walk.button('Save').click();
  await expect(page).toHaveURL(/\/main\/groups-management\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: walk.say('Rename') })).toBeVisible();
  await walk.measure('group');
  await walk.dialog('group: add vehicles', walk.button('Add vehicles'));
  await walk.dialog('group: rename', walk.button('Rename'));
  const group = new URL(page.url()).pathname.split('/').pop()!;
  await walk.dialog('group: delete', walk.button('Delete'), confirmation(walk));

  await walk.visit('/main/observers-management');
  await expect(page.getByRole('switch').first()).toBeVisible();
  await walk.measure('observers');
  await walk.dialog('observers: add observer', walk.button('Add observer'));
  // The group made above goes, away from its page (which would ask for it again).
  await api(page, 'DELETE', `/api/app/vehicleGroup/${group}`);
}

export async function alertScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/main/alerts', page.getByRole('heading', { name: walk.say('Saved alerts') }));
  await expect(page.locator('main button[aria-haspopup=menu]').first()).toBeVisible();
  await walk.measure('alerts');
  await openFirstPanel(walk, 'alerts: an alert open');
  await walk.menu('alerts: an alert menu', page.locator('main button[aria-haspopup=menu]').first());
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('link', { name: walk.say('Add geo zone') })).toBeVisible();
  await expect(closedPanels(walk).first()).toBeVisible();
  await walk.measure('alerts: geographic areas');
  await openFirstPanel(walk, 'alerts: a zone open');

  await walk.visit('/main/alerts/add-alert');
  const type = page.getByLabel(walk.say('Alert type'));
  const types = await type
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? '').filter(Boolean));
  for (const value of types) {
    await type.selectOption(value);
    await walk.measure(`add alert: step 1, ${value}`);
  }
  await type.selectOption('SpeedViolation');
  await page
    .getByRole('group', { name: walk.say('Vehicles') })
    .getByRole('checkbox')
    .first()
    .check();
  await walk.button('Next').click();
  await expect(
    page.getByRole('heading', { name: walk.say('Step 2: notifications') }),
  ).toBeVisible();
  await walk.measure('add alert: step 2');

  await walk.visit('/main/alerts/add-geo-Zone');
  await expect(
    walk.button('Circle at the map centre').or(walk.button('Start again')),
  ).toBeVisible();
  await walk.measure('add geo zone');
}

export async function routeScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/main/routes');
  await expect(closedPanels(walk).first()).toBeVisible();
  await walk.measure('routes');
  await openFirstPanel(walk, 'routes: a route open');
  const addPoint = page.getByRole('link', { name: walk.say('Add new point') }).first();
  const href = await addPoint.getAttribute('href');
  await walk.visit(href!);
  await walk.measure('add stop point');
  await walk.visit('/main/routes/add-route');
  await walk.measure('add route');
}
