import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header is `Bearer <secret>`: compared in constant time, on digests
 * of equal length so not even the secret's length leaks. For secrets an operator configures
 * (metrics, the Traccar gateway), not for users' tokens.
 */
export function bearerSecret(secret: string): (authorization: string | undefined) => boolean {
  const expected = digest(secret);
  return (authorization) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}
