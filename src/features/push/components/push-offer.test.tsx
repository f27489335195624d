import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RuntimeConfigProvider } from '../../../api/app-context';
import { configureTestHttp, fakeApi, noContent } from '../../../testing/fake-api';
import { renderUi } from '../../../ui/test-utils';
import { fakePushBrowser, pushConfig, removeFakePushBrowser } from '../testing';
import { PushOffer } from './push-offer';

// Issue 29: the offer the alerts screen makes after an owner's first alert. It turns alerts on
// with the same code as the control of the notifications screen, and is made only where it can
// help: push is possible here and not on yet.

afterEach(removeFakePushBrowser);

function show(config = pushConfig()) {
  configureTestHttp();
  const api = fakeApi({ 'POST /api/app/fcmDevice/register': () => noContent() });
  const view = renderUi(
    <RuntimeConfigProvider config={config}>
      <PushOffer />
    </RuntimeConfigProvider>,
  );
  return { api, view };
}

const offer = () => screen.queryByRole('region', { name: 'Get your alerts on this device' });
const turnOn = () => screen.getByRole('button', { name: 'Turn on alerts on this device' });

describe('the offer of alerts on this device', () => {
  it('turns alerts on: the browser asks, the device is registered, and it says so', async () => {
    const browser = fakePushBrowser('default', 'granted');
    const { api } = show();
    expect(offer()).toBeVisible();
    expect(browser.state.asked).toBe(0);
    fireEvent.click(turnOn());
    expect(await screen.findByText(/Alerts are on/)).toBeVisible();
    expect(browser.state.asked).toBe(1);
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/app/fcmDevice/register' }),
    ]);
    expect(localStorage.getItem('push.token')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(offer()).toBeNull();
  });

  it('is not made when alerts are already on this device', () => {
    fakePushBrowser('granted');
    localStorage.setItem('push.token', 'tok');
    show();
    expect(offer()).toBeNull();
  });

  it('is not made where the browser cannot push, or the server has no push key', () => {
    show();
    expect(offer()).toBeNull();
    removeFakePushBrowser();
    fakePushBrowser('default');
    show(pushConfig({ webPushPublicKey: undefined, firebase: undefined }));
    expect(offer()).toBeNull();
  });

  it('is not made where the user blocked alerts for the site', () => {
    fakePushBrowser('denied');
    show();
    expect(offer()).toBeNull();
  });

  it('"Not now" closes it without asking, and it is not made again on this device', () => {
    const browser = fakePushBrowser('default', 'granted');
    const { api, view } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).toBeNull();
    expect(browser.state.asked).toBe(0);
    expect(api.writes()).toEqual([]);
    view.unmount();
    show();
    expect(offer()).toBeNull();
  });

  it('says so when turning on fails, and can be tried again', async () => {
    fakePushBrowser('default', 'granted');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureTestHttp();
    fakeApi({});
    renderUi(
      <RuntimeConfigProvider config={pushConfig()}>
        <PushOffer />
      </RuntimeConfigProvider>,
    );
    fireEvent.click(turnOn());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be turned on');
    expect(turnOn()).toBeEnabled();
  });
});
