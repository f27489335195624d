import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MarkRequestsPaid, PaymentDeps } from './deps.ts';
import { paymentProviderFor } from './providers.ts';
import { paymentRoutes } from './routes.ts';
import { SANDBOX } from './sandbox.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { loadPaymentSecret } from './secret.ts';
import { startPayment, type StartPaymentInput } from './service.ts';

export interface PaymentsModule {
  deps: PaymentDeps;
  /** `startPayment` bound to this app's database and provider (the request families use it). */
  startPayment(input: StartPaymentInput): Promise<string>;
}

/**
 * Payments: the provider named by the configuration (the sandbox or Fatora), the payment API
 * and, for the sandbox, its hosted page. Resolves to a bound `startPayment` for the request families' own
 * `POST /api/app/{kind}/payment`.
 */
export async function registerPayments(
  app: FastifyInstance,
  opts: { config: Config; db: Db; markRequestsPaid: MarkRequestsPaid },
): Promise<PaymentsModule> {
  const { config, db } = opts;
  const secret = await loadPaymentSecret(db);
  const provider = paymentProviderFor(config, secret, app.log);
  const deps: PaymentDeps = {
    provider,
    markRequestsPaid: opts.markRequestsPaid,
    demo: config.demo,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  paymentRoutes(app, db, deps);
  if (provider.name === SANDBOX) {
    sandboxRoutes(app, { db, deps, secret, publicUrl: config.publicUrl });
  }
  return { deps, startPayment: (input) => startPayment(db, deps, input) };
}
