import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSecret } from '../../db/schema.ts';

const NAME = 'payments.sandbox-secret';

/**
 * The key the sandbox signs its notifications (and hosted-page links) with: made on the first
 * start and kept with the other secrets (server/auth/secrets.ts), so every instance sharing the
 * database accepts what another one signed.
 */
export async function loadPaymentSecret(db: Db): Promise<Buffer> {
  const read = async () =>
    (await db.select().from(authSecret).where(eq(authSecret.name, NAME)))[0]?.value;
  let value = await read();
  if (value === undefined) {
    const fresh = randomBytes(32).toString('base64url');
    // Another instance starting at the same time may win; its value is the one kept.
    await db.insert(authSecret).values({ name: NAME, value: fresh }).onConflictDoNothing();
    value = await read();
  }
  if (value === undefined) throw new Error(`secret ${NAME} was not stored`);
  return Buffer.from(value, 'base64url');
}
