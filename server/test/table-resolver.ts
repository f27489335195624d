import { isIP } from 'node:net';
import type { Resolver } from '../outbound/guard.ts';

/**
 * A name resolver answering from a table, for tests of the outbound guard: a test chooses what
 * a name resolves to (a private address for a public-looking name) without asking any DNS.
 * Unknown names fail as getaddrinfo does. `calls` lists the names asked, in order.
 */
export function tableResolver(answers: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const resolve: Resolver = async (host) => {
    calls.push(host);
    const entry = answers[host];
    const list = typeof entry === 'function' ? entry() : entry;
    if (!list) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    }
    return list.map((address) => ({ address, family: isIP(address) }));
  };
  return { calls, resolve };
}
