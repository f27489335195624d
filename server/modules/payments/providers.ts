import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

/**
 * The provider `PAYMENT_PROVIDER` names. A real provider is added here (its name in the config's
 * enum, its credentials in the environment) implementing `PaymentProvider`; the service, the
 * notification endpoint and the switches do not change.
 */
export function paymentProviderFor(config: Config, secret: Buffer): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return sandboxProvider({ publicUrl: config.publicUrl, secret });
  }
}
