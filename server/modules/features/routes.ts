import type { FastifyInstance } from 'fastify';
import { getFeatures, resetFeatures, updateFeatures } from '../../../src/api/contract/features.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import { announce } from '../../cluster/bus.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { featureOwnerFor } from './access.ts';
import { findFeature, normalizeValue, RETENTION_FEATURE } from './definitions.ts';
import { featureList } from './feature-list.ts';
import { resetValues, setValues } from './store.ts';

/** ABP feature management for the host level and each tenant (abp-conventions §5). */
export function featureRoutes(app: FastifyInstance, db: Db, opts: { multiTenancy: boolean }) {
  const owner = (req: Parameters<typeof featureOwnerFor>[1], key: string | undefined) =>
    featureOwnerFor(db, req, key, opts.multiTenancy);

  authenticatedRoutes(app, (scope) => {
    route(scope, getFeatures, async (req) =>
      featureList(
        db,
        await owner(req, req.query.providerKey),
        cultureFromAcceptLanguage(req.headers['accept-language']),
      ),
    );

    // All or nothing: one unknown name or refused value stores none of the list.
    route(scope, updateFeatures, async (req) => {
      const who = await owner(req, req.query.providerKey);
      const problems: { message: string; members: string[] }[] = [];
      const values = req.body.features.flatMap(({ name, value }) => {
        const f = findFeature(name);
        const canonical = f ? normalizeValue(f, value) : null;
        if (canonical === null) {
          problems.push({
            message: f ? `The value of ${name} is not valid.` : `Unknown feature: ${name}.`,
            members: [name],
          });
          return [];
        }
        return [{ name, value: canonical }];
      });
      if (problems.length) throw new ValidationError(problems);
      await setValues(db, who, values);
      // The history's upkeep runs again at once in every process (positions-retention).
      if (values.some((v) => v.name === RETENTION_FEATURE)) announce('setting', RETENTION_FEATURE);
      return undefined;
    });

    route(scope, resetFeatures, async (req) => {
      await resetValues(db, await owner(req, req.query.providerKey));
      announce('setting', RETENTION_FEATURE);
      return undefined;
    });
  });
}
