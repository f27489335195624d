import { isIP } from 'node:net';

/** Names no one else can point at this server: IP addresses and localhost. */
function isAddressOrLocalhost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Whether a browser request to the provider comes from one of this server's own pages, opened by
 * a name other than PUBLIC_URL's (127.0.0.1 for localhost, a deployment's second host name): its
 * `Origin` is the request's own scheme and Host, which makes it a same-origin request. The Host
 * decides nothing else: tokens name the configured issuer, discovery lists its addresses, and
 * the redirect and sign-out addresses stay the configured ones.
 *
 * A page of an attacker's domain that resolves to this server (DNS rebinding) is same-origin
 * too. Outside demo mode that wins it nothing (every grant needs a user's code, password or
 * token); in demo mode anyone may sign in and the server is meant for this machine only, so
 * there only names no one else can own count.
 */
export function isOwnPageOrigin(origin: string, requestOrigin: string, demo: boolean): boolean {
  if (origin !== requestOrigin) return false;
  try {
    const { hostname } = new URL(origin);
    return !demo || isAddressOrLocalhost(hostname);
  } catch {
    return false;
  }
}
