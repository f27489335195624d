import { isIP } from 'node:net';

/**
 * The push services a Web Push endpoint may name (PUSH_SERVICE_HOSTS). An entry is a host
 * (`fcm.googleapis.com`) or every subdomain of a domain (`*.notify.windows.com`), https on the
 * default port unless it says otherwise: `http://127.0.0.1:*` is a local push service over plain
 * http on any port (the tests' fake). Host names match exactly, as the URL parser writes them.
 */

/** The browsers' push services: Chrome and other Chromium browsers (FCM), Firefox, Edge, Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

export interface PushServiceRule {
  protocol: 'https:' | 'http:';
  host: string;
  subdomains: boolean;
  /** '' → the protocol's default port; '*' → any. */
  port: string;
}

const ENTRY = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/i;

/** One entry of the list; throws a sentence naming the entry when it cannot be read. */
export function parsePushService(entry: string): PushServiceRule {
  const [, scheme = 'https', star, host = '', port] = ENTRY.exec(entry) ?? [];
  const protocol = scheme.toLowerCase() === 'http' ? 'http:' : 'https:';
  const url = URL.parse(`${protocol}//${host}${port && port !== '*' ? `:${port}` : ''}`);
  const isAddress = isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0;
  // Written as the URL parser writes it (not 0x7f.1 for 127.0.0.1); a wildcard covers names only.
  if (!host || !url || url.hostname !== host.toLowerCase() || (star && isAddress)) {
    throw new Error(
      `${entry} is not a push service host (a host or *.domain, optionally http:// before and :port or :* after)`,
    );
  }
  return {
    protocol,
    host: url.hostname,
    subdomains: Boolean(star),
    port: port === '*' ? '*' : url.port,
  };
}

export const parsePushServices = (entries: readonly string[]) => entries.map(parsePushService);

/** Whether a push endpoint (already parsed) is on one of the services. */
export function onPushService(rules: readonly PushServiceRule[], url: URL): boolean {
  if (url.username || url.password) return false;
  return rules.some(
    (r) =>
      r.protocol === url.protocol &&
      (r.port === '*' || r.port === url.port) &&
      (r.subdomains ? url.hostname.endsWith(`.${r.host}`) : url.hostname === r.host),
  );
}
