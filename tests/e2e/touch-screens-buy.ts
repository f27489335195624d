import { expect } from './fixtures.ts';
import { api } from './alert-helpers.ts';
import { purchaseDialogs } from './touch-screens-start.ts';
import type { TouchWalk } from './touch-walk.ts';

// The owner's purchase screens for "Demo Logistics" (plans, SMS bundle, more vehicles, renewal)
// up to the payment confirmation, the requests list, and one request's details and dialogs.

type List<T> = { items: T[] };

export async function purchaseScreens(walk: TouchWalk) {
  const { page } = walk;
  await walk.visit('/track-accounts');
  const accounts = await api<List<{ id: string; name: string }>>(
    page,
    'GET',
    '/api/app/trackAccount?skipCount=0&maxResultCount=1000',
  );
  const account = accounts.items.find((a) => a.name === 'Demo Logistics')!.id;

  await walk.visit('/plans', page.getByRole('heading', { level: 2 }).first());
  await walk.measure('plans');

  await walk.visit(`/track-accounts/sms-bundle-renewal/${account}`);
  const bundle = page.getByRole('combobox', { name: walk.say('SMS bundle') });
  await expect(bundle.locator('option').nth(1)).toBeAttached();
  await walk.measure('SMS bundle');
  await bundle.selectOption({ index: 1 });
  await purchaseDialogs(walk, 'SMS bundle', false);

  await walk.visit(`/track-accounts/increase-vehicle/${account}`);
  await walk.measure('increase vehicles');
  await walk.dialog('increase vehicles: vehicle dialog', walk.button('Add vehicle'));

  await walk.visit(`/track-accounts/renew-subscription/${account}`);
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await walk.measure('renew subscription');
  await walk.dialog('renew subscription: observers', walk.button('Observers'));

  await walk.visit(`/track-accounts/requests/${account}`, page.getByRole('dialog'));
  await walk.measure('account requests');

  // A request of its own to look at, cancelled again through its confirmation.
  const bundles = await api<List<{ id: string }>>(
    page,
    'GET',
    '/api/app/smsBundle?maxResultCount=999',
  );
  const request = await api<string>(page, 'POST', '/api/app/smsBundleRenewalRequest', {
    trackAccountId: account,
    smsBundleId: bundles.items[0]!.id,
  });
  await walk.visit('/subscription-requests');
  await walk.measure('my requests');
  await walk.visit(`/track-accounts/requestDetails/SmsBundleRenewalRequest/${request}`);
  await expect(walk.button('Cancel request')).toBeVisible();
  await walk.measure('request details');
  await walk.button('Cancel request').click();
  const confirm = page.getByRole('dialog', { name: walk.say('Cancel this request?') });
  await expect(confirm).toBeVisible();
  await walk.measure('request details: cancel');
  await walk.button('Cancel the request', confirm).click();
  await expect(confirm).toHaveCount(0);
}
