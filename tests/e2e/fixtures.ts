import { test as base, expect } from '@playwright/test';
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

export { expect };

type Pattern = string | RegExp;

/**
 * Fails the test when a page logged a console error or threw an uncaught error (`pageerror`).
 * The default context is watched automatically; a test that opens a context of its own (for
 * example a persistent one) calls `consoleGuard.watch(context)`. Errors a test expects, such as
 * failed requests while the network is cut, are allowed with `consoleGuard.allow(...)` or, for a
 * whole file, `test.use({ allowedConsoleErrors: [...] })`.
 */
export interface ConsoleGuard {
  watch(context: BrowserContext): void;
  allow(...patterns: Pattern[]): void;
  /** Everything collected so far, allowed or not. */
  readonly messages: readonly string[];
}

interface Fixtures {
  allowedConsoleErrors: Pattern[];
  consoleGuard: ConsoleGuard;
}

function matches(text: string, pattern: Pattern): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
  return `console.error: ${message.text()}${where}`;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use, testInfo) => {
      const messages: string[] = [];
      const allowed: Pattern[] = [...allowedConsoleErrors];
      const watched = new WeakSet<BrowserContext>();

      const guard: ConsoleGuard = {
        watch(ctx) {
          if (watched.has(ctx)) return;
          watched.add(ctx);
          ctx.on('console', (message) => {
            if (message.type() === 'error') messages.push(describeConsole(message));
          });
          ctx.on('weberror', (webError) => {
            const error = webError.error();
            messages.push(`pageerror: ${error.stack ?? error.message}`);
          });
        },
        allow(...patterns) {
          allowed.push(...patterns);
        },
        get messages() {
          return messages;
        },
      };

      guard.watch(context);
      await use(guard);

      const unexpected = messages.filter((text) => !allowed.some((p) => matches(text, p)));
      if (messages.length > 0) {
        await testInfo.attach('console-errors', {
          body: messages.join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(unexpected, 'the page logged console errors or threw uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});
