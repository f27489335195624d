import type { IncomingHttpHeaders } from 'node:http';
import ipaddr from 'ipaddr.js';
import { bearerSecret } from '../../http/bearer-secret.ts';

/** Who may read `/metrics`: the decision, apart from HTTP so it is tested for any address. */
export type MetricsAccess = 'allowed' | 'needs the token' | 'loopback only';

export interface MetricsCaller {
  /** The TCP peer's address (the socket's, never a header's). */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address || !ipaddr.isValid(address)) return false;
  // `process` turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into IPv4.
  return ipaddr.process(address).range() === 'loopback';
};

// A request a proxy relayed names its client in one of these: it came from outside, although
// a proxy on this machine connects from loopback.
const RELAYED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * METRICS_TOKEN unset: only callers on this machine (the socket's address is loopback and no
 * proxy relayed the request); TRUST_PROXY plays no part, since X-Forwarded-For is anyone's to
 * write. Set: `Authorization: Bearer <token>` from anywhere, loopback included, compared in
 * constant time (digests of equal length, so not even the token's length leaks).
 */
export function metricsAccess(token: string | null): (caller: MetricsCaller) => MetricsAccess {
  if (token) {
    const matches = bearerSecret(token);
    return ({ headers }) => (matches(headers.authorization) ? 'allowed' : 'needs the token');
  }
  return ({ remoteAddress, headers }) =>
    isLoopbackAddress(remoteAddress) && !RELAYED.some((h) => headers[h] !== undefined)
      ? 'allowed'
      : 'loopback only';
}
