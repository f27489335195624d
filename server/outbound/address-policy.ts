import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Network = [Address, number];

/**
 * Instance metadata services hand out the machine's cloud credentials: never reachable, whatever
 * the allow-list says (AWS, GCP, Azure, OpenStack, DigitalOcean; AWS over IPv6; Alibaba; Oracle).
 */
const METADATA = new Set(
  ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '192.0.0.192'].map((a) =>
    ipaddr.parse(a).toNormalizedString(),
  ),
);

/** ipaddr.js's range names, as a sentence says them; any other non-unicast range is refused too. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade NAT',
  uniqueLocal: 'unique-local',
  ipv4Mapped: 'IPv4-mapped',
  multicast: 'multicast',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
};

/** Plain addresses only: ipaddr.js also reads `0x7f.1` and the like, which nobody writes on purpose. */
const plainAddress = (text: string) => isIP(text) !== 0;

/** An allow-list entry: an address (`127.0.0.1`, `::1`) or a network (`10.20.0.0/16`). */
export function parseNetwork(entry: string): Network {
  const [address = '', bits, ...rest] = entry.split('/');
  const ok =
    rest.length === 0 &&
    plainAddress(address) &&
    (bits === undefined ? ipaddr.isValid(address) : ipaddr.isValidCIDR(entry));
  if (!ok) throw new Error(`${entry} is not an IP address or network (CIDR)`);
  if (bits !== undefined) return ipaddr.parseCIDR(entry);
  const parsed = ipaddr.parse(address);
  return [parsed, parsed.kind() === 'ipv4' ? 32 : 128];
}

/**
 * Which addresses a request to a user-chosen URL may reach: public unicast only, plus what the
 * operator's allow-list names. Loopback, private, link-local, carrier-grade NAT, unique-local,
 * IPv4-mapped, NAT64, multicast, unspecified and every other special-purpose range are refused,
 * and cloud metadata addresses always.
 */
export class AddressPolicy {
  private readonly allowed: Network[];

  constructor(allowedAddresses: readonly string[]) {
    this.allowed = allowedAddresses.map(parseNetwork);
  }

  /** Why `address` may not be reached, or null when it may. */
  refusalOf(address: string): string | null {
    if (!plainAddress(address)) return `${address} is not an IP address`;
    const parsed = ipaddr.parse(address);
    const embedded =
      parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
        ? (parsed as ipaddr.IPv6).toIPv4Address()
        : null;
    if ([parsed, embedded].some((a) => a && METADATA.has(a.toNormalizedString()))) {
      return `${address} is a cloud metadata address`;
    }
    if (
      this.allowed.some(([net, bits]) => net.kind() === parsed.kind() && parsed.match(net, bits))
    ) {
      return null;
    }
    const range = parsed.range();
    if (range === 'unicast') return null;
    return `${address} is ${RANGE_WORDS[range] ?? `special-purpose (${range})`}`;
  }
}
