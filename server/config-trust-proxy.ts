import { isIP } from 'node:net';
import { z } from 'zod';

// TRUST_PROXY, with Fastify's `trustProxy` meanings: whose X-Forwarded-* headers are believed.

// proxy-addr's names for address ranges, accepted beside addresses and CIDRs.
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustedProxy = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (RANGE_NAMES.includes(entry)) return true;
  if (rest.length > 0 || !isIP(address)) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix) || isIP(prefix) === 4;
};
export const trustProxy = z.string().transform((text, ctx): boolean | number | string[] => {
  const value = text.trim().toLowerCase();
  if (['true', 'false'].includes(value)) return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  if (entries.every(trustedProxy)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'must be true, false, a hop count or comma-separated addresses/CIDRs',
  });
  return z.NEVER;
});
