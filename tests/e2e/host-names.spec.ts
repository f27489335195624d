import { expect, test } from './fixtures.ts';
import { OWNER, signInDemo } from './demo-helpers.ts';

// The e2e server listens on 127.0.0.1 and its PUBLIC_URL (the configured API and issuer) names
// 127.0.0.1; Chromium resolves localhost to the loopback too. A user may type either name (or
// reach a deployment by a second host name): the app must work under each.
const port = process.env.E2E_PORT;

for (const host of ['127.0.0.1', 'localhost']) {
  test.describe(`the app opened at http://${host}`, () => {
    test.use({ baseURL: `http://${host}:${port}` });

    test('signs the demo owner in and shows their accounts', async ({ page }) => {
      await signInDemo(page, OWNER);
      await expect(page.getByRole('button', { name: /^Open / }).first()).toBeVisible();
      expect(new URL(page.url()).hostname).toBe(host);
    });
  });
}
