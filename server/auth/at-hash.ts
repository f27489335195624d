import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type CryptoKey } from 'jose';
import type { SigningJwk } from './secrets.ts';

/** OIDC's at_hash: the left half of the SHA-256 of the access token, base64url. */
export function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

/**
 * oidc-provider puts at_hash only into id tokens of the authorization endpoint; the client checks
 * it on token-endpoint id tokens too (spec part 1 §5). Our own freshly signed id token gets it
 * added and is signed again with the same key.
 */
export function atHashSigner(keys: SigningJwk[]) {
  const imported = new Map<string, Promise<CryptoKey | Uint8Array>>();
  const keyFor = (kid: string) => {
    const jwk = keys.find((k) => k.kid === kid);
    if (!jwk) throw new Error(`unknown signing key ${kid}`);
    if (!imported.has(kid)) imported.set(kid, importJWK(jwk, jwk.alg));
    return imported.get(kid) as Promise<CryptoKey | Uint8Array>;
  };
  return async (idToken: string, accessToken: string): Promise<string> => {
    const header = decodeProtectedHeader(idToken);
    const payload = decodeJwt(idToken);
    if (payload.at_hash || !header.kid || !header.alg) return idToken;
    return new SignJWT({ ...payload, at_hash: atHash(accessToken) })
      .setProtectedHeader({ ...header, alg: header.alg, kid: header.kid })
      .sign(await keyFor(header.kid));
  };
}
