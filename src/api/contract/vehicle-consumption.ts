import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { idParams, noContent } from './common.ts';

// A vehicle's consumption rate (spec part 1 §9, part 2 §9): the API stores km per litre; the
// portal shows and takes km per 20 L (one tank) and sends that divided by 20, rounded to 2
// decimals. Shared by the purchase forms, the correction on the vehicle's screen and the server;
// apart from vehicles.ts, which the live map loads and which needs none of it.

export const TANK_LITRES = 20;
/** The highest rate the API takes, in km per litre. */
export const MAX_CONSUMPTION_PER_LITRE = 1000;

/** km per litre, in a JSON body. */
export const consumptionRate = z.number().check(z.minimum(0), z.maximum(MAX_CONSUMPTION_PER_LITRE));

/** km per litre, in a query string (`PUT …/updateConsumptionRate?consumptionRate=`). */
export const consumptionRateQuery = z.object({
  consumptionRate: z.coerce.number().check(z.minimum(0), z.maximum(MAX_CONSUMPTION_PER_LITRE)),
});

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** km per 20 L as typed → km per litre as sent, rounded to 2 decimals. */
export const perTankToPerLitre = (perTank: number) => round2(perTank / TANK_LITRES);

/** km per litre (API, Excel) → km per 20 L as shown. */
export const perLitreToPerTank = (perLitre: number) => round2(perLitre * TANK_LITRES);

/** Owners only: corrects the rate given when the vehicle was bought (km per litre). */
export const updateConsumptionRate = endpoint({
  method: 'PUT',
  path: '/api/app/vehicle/:id/updateConsumptionRate',
  params: idParams,
  query: consumptionRateQuery,
  response: noContent,
});
