import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import { UnauthorizedError } from '../http/errors.ts';
import { findUser } from '../modules/identity/users.ts';
import type { TenantInfo } from '../modules/tenants/service.ts';
import { removeExpired } from './adapter.ts';
import { pruneAddressFailures } from '../modules/identity/lockout.ts';
import { clientIpOfRaw, protocolOfRaw, requireUser } from './caller.ts';
import { claimsForScopes } from './claims.ts';
import { interactionRoutes } from './interaction.ts';
import { PAGE_CSP } from './pages.ts';
import { clientOrigins, createProvider, type ProviderDeps } from './provider.ts';

export interface AuthMountDeps extends ProviderDeps {
  lookupTenant: (idOrName: string) => Promise<TenantInfo | null>;
}

// What oidc-provider answers; the rest of these prefixes is Fastify's (userinfo, the sign-in
// page, and the ABP 404 envelope for unknown paths).
const PROVIDER_ROUTES =
  /^\/(\.well-known\/(openid-configuration|oauth-authorization-server|jwks)|connect\/(token|revocat|authorize(\/[^/]+)?|endsession(\/(confirm|success))?))$/;
const HOUR_MS = 3_600_000;

/**
 * The provider (Koa, `proxy = true`) reads X-Forwarded-* itself and would believe any client:
 * they are rewritten to what Fastify decided under TRUST_PROXY, so secure cookies and addresses
 * follow one setting. The host is not forwarded: the provider's URLs come from the issuer.
 */
function trustedForwarding(req: IncomingMessage) {
  req.headers['x-forwarded-proto'] = protocolOfRaw(req);
  req.headers['x-forwarded-for'] = clientIpOfRaw(req);
  delete req.headers['x-forwarded-host'];
}

/**
 * Mounts the OpenID provider on `/.well-known/*` and `/connect/*` only (never at `/`), loading it
 * on first use (or right after the server starts listening) so start-up stays fast. Also serves
 * userinfo (the built-in one rejects JWT access tokens) and the sign-in page.
 */
export async function registerAuth(app: FastifyInstance, deps: AuthMountDeps) {
  const { config, db } = deps;
  let loading: Promise<{ provider: Provider; callback: ReturnType<Provider['callback']> }> | null =
    null;
  const load = () => {
    if (!loading) {
      loading = createProvider(deps).then((provider) => ({
        provider,
        callback: provider.callback(),
      }));
      // A failed load is retried by the next request instead of failing forever.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const getProvider = async () => (await load()).provider;

  const origins = clientOrigins(config);
  const providerCsp = `${PAGE_CSP([...origins])}; script-src 'self'`;
  const handler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    // middie strips the mount prefix; oidc-provider routes on the full path.
    const original = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    if (!PROVIDER_ROUTES.test(original.split('?')[0] ?? '')) return next();
    req.url = original;
    trustedForwarding(req);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('referrer-policy', 'no-referrer');
    // oidc-provider adds the hash of its form_post script to script-src itself.
    res.setHeader('content-security-policy', providerCsp);
    load().then(({ callback }) => callback(req, res), next);
  };
  await app.register(middie);
  app.use('/.well-known', handler);
  app.use('/connect', handler);

  // Expired provider state and old one-time codes are only dead weight.
  const sweep = setInterval(() => {
    Promise.all([removeExpired(db), deps.otp.prune(), pruneAddressFailures(db)]).catch(
      (err: unknown) => app.log.warn({ err }, 'removing expired sign-in data'),
    );
  }, HOUR_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onListen', async () => {
    load().catch((err: unknown) => app.log.error({ err }, 'loading the OpenID provider failed'));
  });

  const userinfo = async (req: Parameters<typeof requireUser>[0]) => {
    const caller = requireUser(req);
    const user = await findUser(db, caller.userId);
    if (!user) throw new UnauthorizedError(true);
    return claimsForScopes(user, caller.scopes);
  };
  const cors = (
    req: { headers: { origin?: string } },
    reply: { header: (k: string, v: string) => unknown },
  ) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/connect/userinfo',
      handler: async (req, reply) => {
        cors(req, reply);
        reply.header('cache-control', 'no-store');
        return userinfo(req);
      },
    });
  }
  app.options('/connect/userinfo', async (req, reply) => {
    cors(req, reply);
    reply
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '3600');
    return reply.code(204).send();
  });

  interactionRoutes(app, {
    config,
    db,
    otp: deps.otp,
    getProvider,
    lookupTenant: deps.lookupTenant,
  });
  return { getProvider };
}
