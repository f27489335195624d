import type { Browser } from 'playwright';
import { SLOW_3G } from './network.ts';

// The page's throttle does not apply to what the service worker fetches itself (it is another
// target): throttle the worker too, or its network-first `/config.json` would answer at LAN speed.
// Playwright has no CDP session for workers, so the browser session relays the commands.

export async function throttleServiceWorker(browser: Browser, origin: string): Promise<boolean> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(origin));
  if (!worker) return false;
  const { sessionId } = await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  let id = 0;
  const send = (method: string, params: object) =>
    cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  await send('Network.enable', {});
  await send('Network.emulateNetworkConditions', SLOW_3G);
  return true;
}
