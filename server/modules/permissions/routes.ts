import type { FastifyInstance } from 'fastify';
import { getPermissions, updatePermissions } from '../../../src/api/contract/permissions.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { groupsFor, permissionNamesFor } from './definitions.ts';
import { refuseGrantChange } from './grant-guard.ts';
import { resolveProvider, type Provider } from './provider.ts';
import { grantsOfProvider, grantsOfUser, setGrants, type StoredGrant } from './store.ts';

const ALLOWED_PROVIDERS = ['R', 'U'];

/** Who grants what: the role's own grants, or the user's own plus their roles' (as ABP shows). */
async function grantsFor(db: Db, tenantId: string | null, p: Provider): Promise<StoredGrant[]> {
  if (p.kind === 'U') return grantsOfUser(db, p.user);
  const names = await grantsOfProvider(db, tenantId, 'R', p.key);
  return [...names].map((name) => ({ name, providerName: 'R', providerKey: p.key }));
}

/** ABP's permission management (abp-conventions §6) for roles (R) and users (U). */
export function permissionRoutes(app: FastifyInstance, db: Db): void {
  route(app, getPermissions, async (req) => {
    const { caller, provider } = await resolveProvider(db, req, req.query);
    const culture = cultureFromAcceptLanguage(req.headers['accept-language']);
    const grants = await grantsFor(db, caller.tenantId, provider);
    const providersOf = (name: string) =>
      grants
        .filter((g) => g.name === name)
        .map(({ providerName, providerKey }) => ({ providerName, providerKey }));
    return {
      entityDisplayName: provider.displayName,
      groups: groupsFor(caller.tenantId).map((g) => ({
        name: g.name,
        displayName: g.displayName[culture],
        displayNameKey: null,
        displayNameResource: null,
        permissions: g.permissions.map((p) => {
          const grantedProviders = providersOf(p.name);
          return {
            name: p.name,
            displayName: p.displayName[culture],
            parentName: p.parentName,
            isGranted: grantedProviders.length > 0,
            allowedProviders: ALLOWED_PROVIDERS,
            grantedProviders,
          };
        }),
      })),
    };
  });

  // Only this provider's own grants change: a user's permission that comes from a role stays
  // until the role loses it (ABP).
  route(app, updatePermissions, async (req) => {
    const { caller, provider } = await resolveProvider(db, req, req.query);
    const known = new Set(permissionNamesFor(caller.tenantId));
    const unknown = req.body.permissions.filter((p) => !known.has(p.name));
    if (unknown.length > 0) {
      throw new ValidationError(
        unknown.map((p) => ({
          message: `There is no permission named '${p.name}'.`,
          members: ['permissions'],
        })),
      );
    }
    // Checked and written in one transaction: a grant taken from the caller meanwhile counts.
    await db.transaction(async (tx) => {
      await refuseGrantChange(tx, caller, provider, req.body.permissions);
      await setGrants(tx, caller.tenantId, provider.kind, provider.key, req.body.permissions);
    });
  });
}
