import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSecret } from '../db/schema.ts';

/**
 * Secrets made on the first start and kept in the database, so tokens, cookies and stored codes
 * stay valid across restarts and across instances sharing one database.
 */
export interface SigningJwk extends JsonWebKey {
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface AuthSecrets {
  /** Private keys for oidc-provider; the first one signs. */
  signingKeys: SigningJwk[];
  /** The same keys without private parts: what the JWKS endpoint publishes and jose verifies. */
  publicKeys: SigningJwk[];
  /** Keys that sign oidc-provider's cookies. */
  cookieKeys: string[];
  /** HMAC key for one-time codes and password-reset tokens. */
  codeSecret: Buffer;
}

function newSigningKeys(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  return JSON.stringify([jwk]);
}

const MAKERS = {
  'auth.signing-keys': newSigningKeys,
  'auth.cookie-keys': () => JSON.stringify([randomBytes(32).toString('base64url')]),
  'auth.code-secret': () => randomBytes(32).toString('base64url'),
};
type SecretName = keyof typeof MAKERS;
const NAMES = Object.keys(MAKERS) as SecretName[];

async function readSecrets(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(authSecret).where(inArray(authSecret.name, NAMES));
  return new Map(rows.map((r) => [r.name, r.value]));
}

/** Reads the secrets; missing ones are inserted unless another start won the race, then reread. */
async function loadOrCreate(db: Db): Promise<(name: SecretName) => string> {
  let found = await readSecrets(db);
  const missing = NAMES.filter((name) => !found.has(name));
  if (missing.length > 0) {
    const rows = missing.map((name) => ({ name, value: MAKERS[name]() }));
    await db.insert(authSecret).values(rows).onConflictDoNothing();
    found = await readSecrets(db);
  }
  return (name) => {
    const value = found.get(name);
    if (value === undefined) throw new Error(`secret ${name} was not stored`);
    return value;
  };
}

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function publicPart(jwk: SigningJwk): SigningJwk {
  const copy: Record<string, unknown> = { ...jwk };
  for (const part of PRIVATE_PARTS) delete copy[part];
  return copy as SigningJwk;
}

export async function loadAuthSecrets(db: Db): Promise<AuthSecrets> {
  const secret = await loadOrCreate(db);
  const signingKeys = JSON.parse(secret('auth.signing-keys')) as SigningJwk[];
  return {
    signingKeys,
    publicKeys: signingKeys.map(publicPart),
    cookieKeys: JSON.parse(secret('auth.cookie-keys')) as string[],
    codeSecret: Buffer.from(secret('auth.code-secret'), 'base64url'),
  };
}
