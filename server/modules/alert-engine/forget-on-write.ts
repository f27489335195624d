import type { FastifyInstance } from 'fastify';
import {
  SETTING_ALERTS_TIME_ZONE,
  SETTING_ROUTE_CORRIDOR_METERS,
} from '../../../src/api/contract/setting-rules.ts';
import { onAnnounced } from '../../cluster/bus.ts';
import type { AlertEngine } from './engine.ts';

/**
 * Definitions, groups, zones and routes change through /api/app with a token bound to one track
 * account: an alert made a moment ago applies to that account's next position, not after the
 * cache time. Only that account is read again — forgetting every account on each customer's write
 * made every busy account's next batch wait on a fresh read. Writes without an account (profile,
 * devices, the back office) change no rules; other processes see edits within the cache time.
 */
export function forgetRulesOnWrites(app: FastifyInstance, engine: AlertEngine): void {
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'GET' || reply.statusCode >= 300 || !req.url.startsWith('/api/app/')) return;
    const account = req.bearer?.status === 'valid' ? req.bearer.user.trackAccountId : null;
    if (account) engine.forgetRules([account]);
  });
}

/** The host settings every account's rules are built with (rule-of.ts `alertSettings`). */
const RULE_SETTINGS = new Set([SETTING_ROUTE_CORRIDOR_METERS, SETTING_ALERTS_TIME_ZONE]);

/**
 * A change of the route corridor or the alerts' time zone, made through any server process
 * (cluster/bus.ts), applies to the very next position: every account's rules are read again.
 */
export function forgetRulesOnSettings(app: FastifyInstance, engine: AlertEngine): void {
  const off = onAnnounced('setting', (name) => RULE_SETTINGS.has(name) && engine.forgetAllRules());
  app.addHook('onClose', async () => off());
}
