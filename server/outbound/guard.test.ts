import { describe, expect, it } from 'vitest';
import { tableResolver } from '../test/table-resolver.ts';
import { outboundGuard } from './guard.ts';

// The outbound request guard's decision: which addresses a request to a user-chosen URL may
// reach. Names are answered by an injected resolver, so no test resolves or connects anywhere.

const resolver = tableResolver({
  'metadata.google.internal': ['169.254.169.254'],
  'push.example.com': ['10.0.0.5'],
  'localhost.': ['127.0.0.1'],
  'x.localhost': ['::1'],
  'mixed.example.com': ['142.250.185.106', '192.168.1.20'],
  'nat64.example.com': ['64:ff9b::a00:5'],
  'fcm.googleapis.com': ['142.250.185.106', '2a00:1450:4001:82b::200a'],
});
const guard = outboundGuard({ allowedAddresses: [], resolve: resolver.resolve });
const refusal = async (url: string, g = guard) => {
  const decision = await g.decide(url);
  return decision.allowed ? null : decision.reason;
};

describe('outbound guard decision', () => {
  it.each([
    ['a cloud metadata name', 'https://metadata.google.internal/computeMetadata/v1/', /metadata/],
    ['a public-looking name on a private address', 'https://push.example.com/x', /private/],
    ['localhost with a trailing dot', 'https://localhost./x', /loopback/],
    ['a subdomain of localhost', 'https://x.localhost/x', /loopback/],
    ['loopback in decimal', 'https://2130706433/x', /loopback/],
    ['loopback in octal', 'https://0177.0.0.1/x', /loopback/],
    ['loopback in hex', 'https://0x7f.0.0.1/x', /loopback/],
    ['loopback in IPv6', 'https://[::1]/x', /loopback/],
    ['loopback as IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/x', /IPv4-mapped/],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', /metadata/],
    ['the IPv6 metadata address', 'http://[fd00:ec2::254]/latest/', /metadata/],
    ['the Alibaba metadata address', 'http://100.100.100.200/latest/', /metadata/],
    ['a link-local address', 'https://169.254.10.1/x', /link-local/],
    ['an IPv6 link-local address', 'https://[fe80::1]/x', /link-local/],
    ['a private 172.16/12 address', 'https://172.16.0.1/x', /private/],
    ['a private 192.168/16 address', 'https://192.168.1.1/x', /private/],
    ['a carrier-grade NAT address', 'https://100.64.0.1/x', /carrier-grade NAT/],
    ['a unique-local IPv6 address', 'https://[fc00::1]/x', /unique-local/],
    ['a multicast address', 'https://224.0.0.1/x', /multicast/],
    ['an IPv6 multicast address', 'https://[ff02::1]/x', /multicast/],
    ['the unspecified address', 'https://0.0.0.0/x', /unspecified/],
    ['the unspecified IPv6 address', 'https://[::]/x', /unspecified/],
    ['the broadcast address', 'https://255.255.255.255/x', /broadcast/],
    ['a name with one private address among public ones', 'https://mixed.example.com/', /private/],
    ['NAT64 of a private address', 'https://nat64.example.com/', /special-purpose/],
    ['a name that does not resolve', 'https://nowhere.example/', /not resolved/],
    ['another protocol', 'ftp://fcm.googleapis.com/x', /protocol/],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x', /credentials/],
    ['no URL at all', 'not a url', /not a URL/],
  ])('refuses %s', async (_what, url, reason) => {
    expect(await refusal(url)).toMatch(reason);
  });

  it('allows a name whose every address is public, and answers the addresses it checked', async () => {
    expect(await guard.decide('https://fcm.googleapis.com/fcm/send/abc')).toEqual({
      allowed: true,
      addresses: [
        { address: '142.250.185.106', family: 4 },
        { address: '2a00:1450:4001:82b::200a', family: 6 },
      ],
    });
  });

  it("lets through what the operator's allow-list names, and nothing next to it", async () => {
    const local = outboundGuard({
      allowedAddresses: ['127.0.0.1', '10.1.0.0/16'],
      resolve: resolver.resolve,
    });
    expect(await refusal('http://127.0.0.1:9000/push', local)).toBeNull();
    expect(await refusal('http://10.1.2.3/hook', local)).toBeNull();
    expect(await refusal('http://127.0.0.2/push', local)).toMatch(/loopback/);
    expect(await refusal('http://10.2.0.1/hook', local)).toMatch(/private/);
    // The IPv6 spelling of an allowed IPv4 address is another address: not allowed.
    expect(await refusal('http://[::ffff:127.0.0.1]/push', local)).toMatch(/IPv4-mapped/);
  });

  it('never lets a cloud metadata address through, whatever the allow-list says', async () => {
    const wide = outboundGuard({
      allowedAddresses: ['169.254.0.0/16', 'fd00::/8', '100.64.0.0/10'],
      resolve: resolver.resolve,
    });
    expect(await refusal('http://169.254.1.1/x', wide)).toBeNull();
    expect(await refusal('http://169.254.169.254/x', wide)).toMatch(/metadata/);
    expect(await refusal('https://metadata.google.internal/x', wide)).toMatch(/metadata/);
    expect(await refusal('http://[fd00:ec2::254]/x', wide)).toMatch(/metadata/);
    expect(await refusal('http://100.100.100.200/x', wide)).toMatch(/metadata/);
  });

  it('refuses an allow-list entry that is not an address or network', () => {
    expect(() => outboundGuard({ allowedAddresses: ['example.com'] })).toThrow(/example\.com/);
    expect(() => outboundGuard({ allowedAddresses: ['10.0.0.0/33'] })).toThrow(/10\.0\.0\.0\/33/);
  });
});
