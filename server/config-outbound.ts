import { commaList } from './config-list.ts';
import { parseNetwork } from './outbound/address-policy.ts';

// Requests the server makes to addresses users chose (server/outbound/): what the operator lets
// through although it is not a public address.

export interface OutboundConfig {
  /**
   * OUTBOUND_ALLOWED_ADDRESSES: addresses and networks (CIDR) reachable although loopback or
   * private (a push service or webhook receiver inside the network; the tests' fake on
   * 127.0.0.1). Empty by default, demo mode included. Cloud metadata addresses never are.
   */
  allowedAddresses: string[];
}

export const outboundEnv = {
  OUTBOUND_ALLOWED_ADDRESSES: commaList(parseNetwork).optional(),
};
type OutboundEnv = { OUTBOUND_ALLOWED_ADDRESSES?: string[] };

export const outboundConfigOf = (e: OutboundEnv): OutboundConfig => ({
  allowedAddresses: e.OUTBOUND_ALLOWED_ADDRESSES ?? [],
});
