import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { outboundGuard } from '../../outbound/guard.ts';
import { fatoraProvider } from './fatora.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

/**
 * The provider `PAYMENT_PROVIDER` names. A provider is added here (its name in the config's
 * enum, its credentials in the environment) implementing `PaymentProvider`; the service, the
 * payment endpoints and the switches do not change.
 */
export function paymentProviderFor(
  config: Config,
  secret: Buffer,
  log?: FastifyBaseLogger,
): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return sandboxProvider({ publicUrl: config.publicUrl, secret });
    case 'fatora':
      if (!config.fatora) throw new Error('PAYMENT_PROVIDER=fatora needs FATORA_API_KEY');
      // Fatora is called like any outside address: the operator's allow-list lets a fake in.
      return fatoraProvider({ config: config.fatora, guard: outboundGuard(config.outbound), log });
  }
}
