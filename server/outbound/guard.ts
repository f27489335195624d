import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AddressPolicy } from './address-policy.ts';
import { outboundRequest, type OutboundRequest, type OutboundResponse } from './request.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name has (tests inject their own: no DNS, no surprise). */
export type Resolver = (host: string) => Promise<readonly ResolvedAddress[]>;

export type Decision =
  { allowed: true; addresses: ResolvedAddress[] } | { allowed: false; reason: string };

export interface OutboundPolicy {
  /** Addresses and networks (CIDR) reachable although not public (OUTBOUND_ALLOWED_ADDRESSES). */
  allowedAddresses: readonly string[];
  resolve?: Resolver;
}

/** The guard said no: nothing was sent, and no connection was opened. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export interface OutboundGuard {
  /** Whether `url` may be requested, and the addresses checked for it (resolved once). */
  decide(url: string): Promise<Decision>;
  /** Why a connected peer's address is not allowed, or null. */
  refusalOf(address: string): string | null;
  /** One request to the checked addresses only: no redirects, bounded in size and time. */
  request(request: OutboundRequest): Promise<OutboundResponse>;
}

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The outbound request guard: every request the server makes to an address a user chose (Web
 * Push endpoints, webhooks) goes through `request`. The name is resolved once, every address it
 * has must pass the policy, and the connection is pinned to those addresses, so a name that
 * answers differently a moment later (DNS rebinding) is never asked again.
 *
 * Why the guard makes the request itself rather than handing a library an agent with a checking
 * `lookup`: Node never calls `lookup` for a URL naming an IP address (`https://10.0.0.5/`), so an
 * agent alone would let every address literal through.
 */
export function outboundGuard(policy: OutboundPolicy): OutboundGuard {
  const addresses = new AddressPolicy(policy.allowedAddresses);
  const resolve = policy.resolve ?? systemResolver;
  const refuse = (reason: string): Decision => ({ allowed: false, reason });
  const guard: OutboundGuard = {
    refusalOf: (address) => addresses.refusalOf(address),
    async decide(raw) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return refuse('not a URL');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return refuse(`the protocol ${url.protocol} is not http(s)`);
      }
      if (url.username || url.password) return refuse('credentials in the URL');
      // The WHATWG parser already turned 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1.
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      let found: ResolvedAddress[];
      if (isIP(host)) {
        found = [{ address: host, family: isIP(host) }];
      } else {
        try {
          found = [...(await resolve(host))];
        } catch (err) {
          return refuse(`${host} not resolved (${(err as { code?: string }).code ?? 'error'})`);
        }
      }
      if (found.length === 0) return refuse(`${host} not resolved`);
      for (const { address } of found) {
        const refusal = addresses.refusalOf(address);
        if (refusal) return refuse(refusal);
      }
      return { allowed: true, addresses: found };
    },
    request: (request) => outboundRequest(guard, request),
  };
  return guard;
}
