import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TENANT_HEADER } from '../../src/api/contract/common.ts';
import { UnauthorizedError } from '../http/errors.ts';
import type { TenantInfo } from '../modules/tenants/service.ts';
import type { AccessTokenVerifier, AuthUser } from './access-token.ts';

type Bearer = { status: 'none' } | { status: 'invalid' } | { status: 'valid'; user: AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The tenant this request acts in: a signed-in user's own tenant, else the `__tenant` header
     * (or query) when multi-tenancy is on; null = host.
     */
    tenantId: string | null;
    /** The bearer token, verified once per request. */
    bearer: Bearer;
  }
}

export const TENANT_RESOLVE_ERROR_HEADER = 'Abp-Tenant-Resolve-Error';

// oidc-provider sees the raw request only (through middie): the resolved tenant, the client
// address and the protocol travel with it, as Fastify judged them under TRUST_PROXY
// (`request.ip`, `request.protocol`), so X-Forwarded-* are never read here directly.
const rawTenants = new WeakMap<IncomingMessage, string | null>();
const rawAddresses = new WeakMap<IncomingMessage, { ip: string; protocol: 'http' | 'https' }>();
export const tenantOfRaw = (raw: IncomingMessage): string | null => rawTenants.get(raw) ?? null;
export const clientIpOfRaw = (raw: IncomingMessage): string =>
  rawAddresses.get(raw)?.ip ?? raw.socket.remoteAddress ?? '';
export const protocolOfRaw = (raw: IncomingMessage): 'http' | 'https' =>
  rawAddresses.get(raw)?.protocol ?? ('encrypted' in raw.socket ? 'https' : 'http');

export interface CallerOptions {
  multiTenancy: boolean;
  verify: AccessTokenVerifier;
  lookupTenant: (idOrName: string) => Promise<TenantInfo | null>;
}

function bearerToken(req: FastifyRequest): string | null | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function requestedTenant(req: FastifyRequest): string | null {
  const header = req.headers[TENANT_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value?.trim()) return value.trim();
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[TENANT_HEADER];
  return typeof fromQuery === 'string' && fromQuery.trim() ? fromQuery.trim() : null;
}

/**
 * Resolves who calls and in which tenant, before anything else runs (abp-conventions §2): the
 * user's tenant claim wins; otherwise `__tenant` names the tenant by id or name, and an unknown
 * or inactive one is refused with 404 and `Abp-Tenant-Resolve-Error`.
 */
export function registerCallerResolution(app: FastifyInstance, opts: CallerOptions) {
  app.decorateRequest('tenantId', null);
  app.decorateRequest('bearer', null as never);
  app.addHook('onRequest', async (req, reply) => {
    const token = bearerToken(req);
    if (token === undefined) req.bearer = { status: 'none' };
    else {
      const user = token ? await opts.verify(token) : null;
      req.bearer = user ? { status: 'valid', user } : { status: 'invalid' };
    }
    if (req.bearer.status === 'valid') {
      req.tenantId = req.bearer.user.tenantId;
    } else if (opts.multiTenancy) {
      const wanted = requestedTenant(req);
      if (wanted) {
        const found = await opts.lookupTenant(wanted);
        if (!found || !found.isActive) {
          const message = found ? 'Tenant not active!' : 'Tenant not found!';
          return reply
            .code(404)
            .header(TENANT_RESOLVE_ERROR_HEADER, message)
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send(message);
        }
        req.tenantId = found.id;
      }
    }
    rawTenants.set(req.raw, req.tenantId);
    rawAddresses.set(req.raw, { ip: req.ip, protocol: req.protocol });
  });
}

/**
 * The signed-in caller, for route handlers: throws a 401 (empty body, `WWW-Authenticate: Bearer`)
 * when the request has no valid, unexpired access token.
 */
export function requireUser(req: FastifyRequest): AuthUser {
  if (req.bearer?.status === 'valid') return req.bearer.user;
  throw new UnauthorizedError(req.bearer?.status === 'invalid');
}

/** The caller if signed in, else null (endpoints that also serve anonymous callers). */
export function optionalUser(req: FastifyRequest): AuthUser | null {
  return req.bearer?.status === 'valid' ? req.bearer.user : null;
}

/**
 * Registers routes that all need a signed-in caller. The check runs before the body is
 * validated, so an anonymous request gets the 401 (as ABP's authorization filter), not a 400.
 */
export function authenticatedRoutes(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    scope.addHook('preValidation', async (req) => {
      requireUser(req);
    });
    routes(scope);
  });
}
