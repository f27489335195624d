import {
  MAX_CONSUMPTION_PER_LITRE,
  TANK_LITRES,
  consumptionRateQuery,
  perTankToPerLitre,
} from '../../../api/contract/vehicle-consumption.ts';

/** The most a user may type, in km per 20 L. */
export const MAX_PER_TANK = MAX_CONSUMPTION_PER_LITRE * TANK_LITRES;

/**
 * What the typed km per 20 L is sent as (km per litre, 2 decimals), or null when the endpoint's
 * own schema would refuse it. Blank is refused here: the query's coercion would read it as 0.
 */
export function perLitreFromTyped(typed: string): number | null {
  if (typed.trim() === '') return null;
  const perLitre = perTankToPerLitre(Number(typed));
  const checked = consumptionRateQuery.safeParse({ consumptionRate: perLitre });
  return checked.success ? checked.data.consumptionRate : null;
}
