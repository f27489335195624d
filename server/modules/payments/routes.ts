import type { FastifyInstance } from 'fastify';
import {
  checkPaymentStatus,
  payMultipleRequests,
  processMultiplePayments,
} from '../../../src/api/contract/payments.ts';
import { authenticatedRoutes, requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { receiveNotification } from './apply.ts';
import type { PaymentDeps } from './deps.ts';
import { devPaymentRoutes } from './dev-routes.ts';
import { ownPayment, paymentDto } from './dto.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { processPayment } from './process.ts';
import { startPayment } from './service.ts';

/** Where providers notify results (server to server; the provider authenticates it). */
export const NOTIFY_PATH = '/api/app/payment/notify';

/** The payment API (spec part 1 §7): pay, follow a payment, and in demo mode pay or reverse. */
export function paymentRoutes(app: FastifyInstance, db: Db, deps: PaymentDeps): void {
  authenticatedRoutes(app, (scope) => {
    route(scope, payMultipleRequests, async (req) => {
      const { userId } = requireUser(req);
      return startPayment(db, deps, {
        userId,
        requestIds: req.body.requestIds,
        language: req.body.language,
        callbackUrl: req.body.callBackUrl,
        idempotencyKey: idempotencyKeyOf(req),
      });
    });

    route(scope, checkPaymentStatus, async (req) =>
      paymentDto(await ownPayment(db, requireUser(req).userId, req.params.id)),
    );

    route(scope, processMultiplePayments, async (req) => {
      const refs = req.query.userFatoraPaymentIds?.split(',') ?? [];
      return processPayment(db, deps, requireUser(req).userId, req.params.id, refs);
    });

    if (deps.demo) devPaymentRoutes(scope, db, deps);
  });

  app.post(NOTIFY_PATH, async (req, reply) => {
    await receiveNotification(db, deps, req);
    return reply.code(204).send();
  });
}
