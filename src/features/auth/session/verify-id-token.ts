import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { TokenValidationError } from './token-validation-error';

// Loaded only when tokens arrive (a grant, the code-flow callback, a refresh): jose stays off the
// first screen and off a plain start-up with stored tokens.

export interface IdTokenChecks {
  issuer: string;
  clientId: string;
  /** The provider's signing keys (`createRemoteJWKSet(jwks_uri)`). */
  keys: JWTVerifyGetKey;
  clockSkewSeconds: number;
  /** The nonce sent to the authorize endpoint (code flow only). */
  nonce?: string;
  /** The access token of the same response, for `at_hash`. */
  accessToken?: string;
  /** A refreshed id token must name the same user (spec part 1 §5). */
  expectedSub?: string;
  now?: Date;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** The id-token checks of spec part 1 §5, with their texts. */
export async function verifyIdToken(idToken: string, checks: IdTokenChecks): Promise<JWTPayload> {
  const now = checks.now ?? new Date();
  const issuer = withoutSlash(checks.issuer);
  let payload: JWTPayload;
  let alg: string;
  try {
    const verified = await jwtVerify(idToken, checks.keys, {
      issuer: [issuer, `${issuer}/`],
      audience: checks.clientId,
      clockTolerance: checks.clockSkewSeconds,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    payload = verified.payload;
    alg = verified.protectedHeader.alg;
  } catch (error) {
    throw fromJose(error);
  }
  const skew = checks.clockSkewSeconds;
  if ((payload.iat ?? 0) > now.getTime() / 1000 + skew) {
    throw new TokenValidationError('Token issued in the future');
  }
  if (checks.nonce !== undefined && payload.nonce !== checks.nonce) {
    throw new TokenValidationError('Wrong nonce');
  }
  if (checks.expectedSub !== undefined && payload.sub !== checks.expectedSub) {
    throw new TokenValidationError('Wrong sub');
  }
  if (checks.accessToken && payload.at_hash !== undefined) {
    if (payload.at_hash !== (await atHash(checks.accessToken, alg))) {
      throw new TokenValidationError('Wrong at_hash');
    }
  }
  return payload;
}

function fromJose(error: unknown): TokenValidationError {
  if (error instanceof errors.JWTExpired) return new TokenValidationError('Token has expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    const byClaim: Record<string, string> = {
      iss: 'Wrong issuer',
      aud: 'Wrong audience',
      sub: 'No sub claim in id_token',
      iat: 'No iat claim in id_token',
      exp: 'No exp claim in id_token',
      nbf: 'Token not yet valid',
    };
    return new TokenValidationError(byClaim[error.claim] ?? `Invalid ${error.claim} claim`);
  }
  if (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWSSignatureVerificationFailed
  ) {
    return new TokenValidationError('Invalid signature');
  }
  return new TokenValidationError(error instanceof Error ? error.message : 'Invalid id_token');
}

const HASH_OF: Record<string, string> = { '256': 'SHA-256', '384': 'SHA-384', '512': 'SHA-512' };

/** OIDC Core §3.1.3.6: left half of the hash the signature algorithm uses, base64url. */
export async function atHash(accessToken: string, alg: string): Promise<string> {
  const hash = HASH_OF[alg.slice(-3)] ?? 'SHA-256';
  const digest = new Uint8Array(
    await crypto.subtle.digest(hash, new TextEncoder().encode(accessToken)),
  );
  const half = digest.subarray(0, digest.length / 2);
  return btoa(String.fromCharCode(...half))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
