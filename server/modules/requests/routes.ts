import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { familyRoutes, type StartPayment } from './family-routes.ts';
import { listRoutes } from './list-routes.ts';
import { advanceRequestRoute } from './advance-route.ts';
import { allRequestsRoute } from './all-route.ts';
import { cancelRequestRoute } from './cancel-route.ts';
import { getRequestRoute } from './get-route.ts';
import { renewListRoutes } from './renew-routes.ts';

export interface RequestRoutesDeps {
  db: Db;
  /** The payments module's `startPayment`, bound to its dependencies; absent → payment refused. */
  startPayment?: StartPayment;
}

/** Requests of every family: create, price, pay, read, list, cancel, advance. All need sign-in. */
export function requestRoutes(app: FastifyInstance, deps: RequestRoutesDeps): void {
  authenticatedRoutes(app, (scope) => {
    familyRoutes(scope, deps.db, deps.startPayment);
    listRoutes(scope, deps.db);
    renewListRoutes(scope, deps.db);
    cancelRequestRoute(scope, deps.db);
    advanceRequestRoute(scope, deps.db);
    // The back office (issue 17): a manager's list and detail.
    allRequestsRoute(scope, deps.db);
    getRequestRoute(scope, deps.db);
  });
}
