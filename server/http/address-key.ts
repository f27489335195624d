import { isIPv6 } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing IPv4 part converted). */
function groupsOf(v6: string): number[] {
  const side = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = '', tail] = v6.split('::');
  const before = side(head);
  const after = tail === undefined ? [] : side(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The part of a client address that per-address sign-in limits count: an IPv4 address whole
 * (also written IPv4-mapped, `::ffff:10.0.0.1`), an IPv6 address by its /64 prefix. A subscriber
 * is usually given a whole /64: counting single IPv6 addresses would hand one attacker 2^64 fresh
 * addresses, each with its own allowance.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  const mapped = MAPPED_V4.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return ip;
  const prefix = groupsOf(bare)
    .slice(0, 4)
    .map((g) => g.toString(16));
  return `${prefix.join(':')}::/64`;
}
