import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import { api } from './alert-helpers.ts';

// Issue 18 "History playback": the replay of the simulator's last hour of a moving demo vehicle,
// by the play button, the keyboard on the slider, and a tap on the speed sparkline.

test('play moves the marker along the history; the slider and the sparkline seek', async ({
  page,
}) => {
  await signInDemo(page, OWNER);
  await openAccount(page, 'Demo Logistics');
  const { items } = await api<{ items: { id: string; trackingDeviceId: string }[] }>(
    page,
    'GET',
    '/api/app/vehicle?maxResultCount=1000',
  );
  const moving = items.find((v) => v.trackingDeviceId === 'demo-001')!;
  await page.goto(`/main/history/${moving.id}`);
  const map = page.getByTestId('history-map');
  await expect.poll(async () => Number(await map.getAttribute('data-points'))).toBeGreaterThan(10);
  await expect(map).not.toHaveAttribute('data-replay');

  const controls = page.getByTestId('playback');
  await controls.getByRole('button', { name: 'Play' }).click();
  await expect(map).toHaveAttribute('data-replay', /,/);
  const first = await map.getAttribute('data-replay');
  await expect.poll(() => map.getAttribute('data-replay')).not.toBe(first);
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible();

  const slider = controls.getByRole('slider', { name: 'Playback position' });
  await slider.focus();
  await page.keyboard.press('Home');
  const atStart = await map.getAttribute('data-replay');
  await expect(slider).toHaveAttribute('aria-valuetext', /km\/h$/);
  await page.keyboard.press('End');
  await expect.poll(() => map.getAttribute('data-replay')).not.toBe(atStart);
  const atEnd = await map.getAttribute('data-replay');

  // A tap in the middle of the speed line seeks to the middle of the hour.
  await page.getByTestId('speed-sparkline').click();
  await expect.poll(() => map.getAttribute('data-replay')).not.toBe(atEnd);
  const value = Number(await slider.inputValue());
  const [min, max] = [
    Number(await slider.getAttribute('min')),
    Number(await slider.getAttribute('max')),
  ];
  expect(Math.abs(value - (min + max) / 2)).toBeLessThan((max - min) / 10);
});
