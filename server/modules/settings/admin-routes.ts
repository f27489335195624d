import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import {
  getGoTrackSettings,
  listSettingChanges,
  updateGoTrackSettings,
  type GoTrackSettings,
} from '../../../src/api/contract/setting-management.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { settingChange } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { findUser } from '../identity/users.ts';
import { hostPolicyRoutes } from './host-access.ts';
import { hostSettingValues, writeHostSettings } from './host-settings.ts';

/** What the screen shows read-only: chosen by the environment, never from the screen. */
export function serverFacts(config: Config): GoTrackSettings['server'] {
  return {
    paymentProvider: config.paymentProvider,
    mailConfigured: config.smtpUrl !== null,
    mailToLog: config.smtpUrl === null && config.demo,
    mailFrom: config.mailFrom,
    retentionCapDays: config.positionRetentionDays,
  };
}

/**
 * `GET/PUT /api/setting-management/gotrack` and the record of changes, for host administrators
 * (GoTrack.SettingManagement). Values stay readable by every client in application configuration.
 */
export function settingManagementRoutes(app: FastifyInstance, db: Db, config: Config) {
  hostPolicyRoutes(app, db, PERMISSIONS.settingManagement, (scope) => {
    route(scope, getGoTrackSettings, async () => ({
      values: await hostSettingValues(db, config.demo),
      server: serverFacts(config),
    }));

    route(scope, updateGoTrackSettings, async (req) => {
      const { userId } = requireUser(req);
      const userName = (await findUser(db, userId))?.userName ?? null;
      await writeHostSettings(db, config.demo, { userId, userName }, req.body.values);
      return undefined;
    });

    route(scope, listSettingChanges, async (req) => {
      const { skipCount, maxResultCount } = req.query;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(settingChange)
          .orderBy(desc(settingChange.changedAt), desc(settingChange.id))
          .offset(skipCount)
          .limit(maxResultCount),
        db.select({ n: count() }).from(settingChange),
      ]);
      return {
        totalCount: total?.n ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          oldValue: r.oldValue,
          newValue: r.newValue,
          changedAt: r.changedAt.toISOString(),
          userId: r.userId,
          userName: r.userName,
        })),
      };
    });
  });
}
