import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RuntimeConfigProvider } from '../../../api/app-context';
import { configureTestHttp, fakeApi, noContent } from '../../../testing/fake-api';
import { renderUi } from '../../../ui/test-utils';
import { fakePushBrowser, pushConfig, removeFakePushBrowser } from '../testing';
import { PushToggle } from './push-toggle';

afterEach(removeFakePushBrowser);

function show(config = pushConfig()) {
  configureTestHttp();
  const api = fakeApi({
    'POST /api/app/fcmDevice/register': () => noContent(),
    'DELETE /api/app/fcmDevice/deviceToken': () => noContent(),
  });
  renderUi(
    <RuntimeConfigProvider config={config}>
      <PushToggle />
    </RuntimeConfigProvider>,
  );
  return api;
}

const toggle = () => screen.getByRole('switch', { name: /alerts on this device/ });

describe('the alerts-on-this-device control', () => {
  it('is off and asks nothing until clicked; a click asks, registers and shows it on', async () => {
    const browser = fakePushBrowser('default', 'granted');
    const api = show();
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Alerts are off on this device.')).toBeVisible();
    expect(browser.state.asked).toBe(0);
    fireEvent.click(toggle());
    expect(await screen.findByText(/Alerts are on/)).toBeVisible();
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
    expect(toggle()).toHaveAccessibleName('Turn off alerts on this device');
    expect(api.writes()).toHaveLength(1);
  });

  it('tells how to allow alerts when the user (or the browser) blocks them', async () => {
    fakePushBrowser('default', 'denied');
    const api = show();
    fireEvent.click(toggle());
    expect(await screen.findByText(/set Notifications to Allow/)).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(api.writes()).toHaveLength(0);
  });

  it('turning off removes the device at the server', async () => {
    fakePushBrowser('granted');
    localStorage.setItem('push.token', 'tok');
    const api = show();
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle());
    expect(await screen.findByText('Alerts are off on this device.')).toBeVisible();
    expect(api.writes()[0]).toMatchObject({ method: 'DELETE', query: { deviceToken: 'tok' } });
  });

  it('says so when the browser cannot do push, or the server has no push key', () => {
    show(pushConfig());
    expect(screen.getByText('This browser cannot show alerts from GoTrack.')).toBeVisible();
  });

  it('says so when turning on fails, and stays off', async () => {
    fakePushBrowser('granted');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureTestHttp();
    fakeApi({});
    renderUi(
      <RuntimeConfigProvider config={pushConfig()}>
        <PushToggle />
      </RuntimeConfigProvider>,
    );
    fireEvent.click(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be turned on');
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
  });
});
