import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { TouchWalk } from './touch-walk.ts';
import {
  createSubscriptionScreens,
  newUserScreens,
  signedOutScreens,
  signOutFromAccounts,
} from './touch-screens-start.ts';
import { accountScreens, liveScreens, signInOwner } from './touch-screens-main.ts';
import { alertScreens, groupAndObserverScreens, routeScreens } from './touch-screens-manage.ts';
import { purchaseScreens } from './touch-screens-buy.ts';
import { adminScreens } from './touch-screens-admin.ts';

// Issue 28: on a phone (390 × 844, touch) every control of every screen is big enough to tap, in
// English and in Arabic. The rule is written out in touch-targets.ts; the walk is in touch-walk.ts
// and the touch-screens-*.ts files; the screens it must reach are the router's routes.

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  actionTimeout: 15_000,
});
test.setTimeout(240_000);

/** Routes that are no screen of their own: each passes the user on at once. */
const PASSING_ON: Record<string, string> = {
  '/account': 'the account area, always one of its pages',
  '/account/': 'redirects to /account/login',
  '/auth/callback': 'the authorization code flow hands over to the app there',
};

/** The router's full paths (src/routeTree.gen.ts), as patterns of addresses. */
function routes() {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)![1]!;
  return [...block.matchAll(/'([^']+)':/g)]
    .map(([, path]) => path!)
    .filter((path) => !(path in PASSING_ON))
    .map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/\$\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
    }));
}

for (const lang of ['en', 'ar'] as const) {
  test(`every screen's touch targets are 44 px, or 24 px with room, in ${lang}`, async ({
    page,
    context,
  }) => {
    if (lang === 'ar') {
      await context.addInitScript({ content: "localStorage.setItem('lang', 'ar');" });
    }
    const walk = new TouchWalk(page, lang);
    await signedOutScreens(walk);
    await newUserScreens(walk);
    await createSubscriptionScreens(walk);
    await signOutFromAccounts(walk);
    await signInOwner(walk);
    await liveScreens(walk);
    await accountScreens(walk);
    await groupAndObserverScreens(walk);
    await alertScreens(walk);
    await routeScreens(walk);
    await purchaseScreens(walk);
    await signOutFromAccounts(walk);
    await adminScreens(walk);

    const measured = walk.measured.map((m) => m.path);
    const missed = routes().filter((r) => !measured.some((path) => r.pattern.test(path)));
    expect
      .soft(
        missed.map((r) => r.path),
        'routes the walk never measured',
      )
      .toEqual([]);
    // Every screen has a link or a button: none found means the measuring itself went wrong.
    const blank = walk.measured.filter((m) => m.targets === 0).map((m) => m.screen);
    expect.soft(blank, 'screens where no target was found').toEqual([]);
    const report = walk.report();
    const failing = walk.measured.filter((m) => m.offenders.length > 0).length;
    const targets = walk.measured.reduce((sum, m) => sum + m.targets, 0);
    const title = `touch targets breaking the rule on ${failing} of ${walk.measured.length} screens (${targets} targets measured)`;
    expect(report, `${title}:\n${report.join('\n')}\n`).toEqual([]);
  });
}
