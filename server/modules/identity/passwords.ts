import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ValidationError } from '../../http/errors.ts';

// node:crypto's scrypt (no native add-on needed). Parameters are stored with each hash so they can
// be raised later without invalidating existing passwords.
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt = '', hash = ''] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** ABP Identity's default password rules (Abp.Identity.Password.* settings). */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 6) problems.push('Passwords must be at least 6 characters.');
  if (!/\d/.test(password)) problems.push("Passwords must have at least one digit ('0'-'9').");
  if (!/[a-z]/.test(password))
    problems.push("Passwords must have at least one lowercase ('a'-'z').");
  if (!/[A-Z]/.test(password))
    problems.push("Passwords must have at least one uppercase ('A'-'Z').");
  if (!/[^a-zA-Z0-9]/.test(password)) {
    problems.push('Passwords must have at least one non alphanumeric character.');
  }
  return problems;
}

/** 400 naming `member` for each broken rule. */
export function assertPasswordRules(password: string, member: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new ValidationError(problems.map((message) => ({ message, members: [member] })));
  }
}
