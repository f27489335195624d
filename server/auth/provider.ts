import type { FastifyBaseLogger } from 'fastify';
import type {
  CanBePromise,
  Configuration,
  KoaContextWithOIDC,
  Provider,
  TokenEndpointGrantContext,
} from 'oidc-provider';
import { EMAIL_OTP_GRANT } from '../../src/api/contract/identity.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findUser } from '../modules/identity/users.ts';
import type { EmailProof } from '../modules/identity/email-proof.ts';
import type { OtpService } from '../modules/otp/service.ts';
import { API_RESOURCE } from './access-token.ts';
import { databaseAdapter } from './adapter.ts';
import { GRANT_CLAIM } from './grant-check.ts';
import { atHashSigner } from './at-hash.ts';
import { accessTokenClaims, findAccount, SCOPE_CLAIMS } from './claims.ts';
import { associationFor, grantHandlers } from './grants.ts';
import { OIDC_SCOPES, RESOURCE_SCOPES, resourceServerInfo } from './issue-tokens.ts';
import { isOwnPageOrigin } from './own-page-origin.ts';
import { providerPages } from './provider-pages.ts';
import type { AuthSecrets } from './secrets.ts';

export interface ProviderDeps {
  config: Config;
  db: Db;
  secrets: AuthSecrets;
  otp: OtpService;
  emailProof: EmailProof;
  log: FastifyBaseLogger;
}

const DAY = 24 * 60 * 60;
/** Refresh tokens slide: each rotation lives 14 days, but never past 60 days from sign-in. */
export const REFRESH_IDLE = 14 * DAY;
export const REFRESH_ABSOLUTE = 60 * DAY;

export const clientOrigins = (config: Config) => new Set([new URL(config.publicUrl).origin]);

/** Builds the OpenID provider; oidc-provider itself is loaded here, on first use. */
export async function createProvider(deps: ProviderDeps): Promise<Provider> {
  const { config, db, secrets } = deps;
  const { default: BaseProvider, errors } = await import('oidc-provider');
  const grants = grantHandlers({
    db,
    otp: deps.otp,
    emailProof: deps.emailProof,
    errors,
    defaultScope: config.scope,
    addAtHash: atHashSigner(secrets.signingKeys),
  });
  const origins = clientOrigins(config);
  const apiServer = resourceServerInfo();

  const configuration: Configuration = {
    adapter: databaseAdapter(db, () => new errors.InvalidGrant('already used')),
    clients: [
      {
        client_id: config.clientId,
        client_name: config.appName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'otp', EMAIL_OTP_GRANT, 'password'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/`, `${config.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    jwks: { keys: secrets.signingKeys },
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: SCOPE_CLAIMS,
    scopes: OIDC_SCOPES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    extraParams: ['culture', 'ui-culture', '__tenant'],
    discovery: { ui_locales_supported: ['en', 'ar'] },
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      revocation: '/connect/revocat',
      end_session: '/connect/endsession',
      jwks: '/.well-known/jwks',
      userinfo: '/connect/userinfo',
      introspection: '/connect/introspect',
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, ...providerPages(config) },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource === API_RESOURCE) return apiServer;
          throw new errors.InvalidTarget();
        },
      },
    },
    renderError: providerPages(config).renderError,
    interactions: { url: (_ctx, interaction) => `/connect/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token)) return undefined;
      const user = await findUser(db, token.accountId);
      if (!user) return undefined;
      // Names the grant, so the API can refuse the token once the grant is revoked.
      return { ...accessTokenClaims(user, associationFor(ctx)), [GRANT_CLAIM]: token.grantId };
    },
    // First-party client: what it asks for is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const { provider, session, client, result } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const found = grantId ? await provider.Grant.find(grantId) : undefined;
      const grant =
        found ?? new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      const requested = [...(ctx.oidc.requestParamScopes ?? [])];
      grant.addOIDCScope(requested.filter((s) => OIDC_SCOPES.includes(s)).join(' '));
      grant.addResourceScope(
        API_RESOURCE,
        requested.filter((s) => RESOURCE_SCOPES.includes(s)).join(' '),
      );
      await grant.save();
      return grant;
    },
    rotateRefreshToken: () => true,
    // OIDC keeps offline_access from the code flow unless the user consented explicitly; the
    // PWA still needs refresh tokens there, bound to the provider session in that case.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || code.kind === 'AuthorizationCode'),
    // Koa's `ctx.origin` is the Origin header itself: the request's own origin is built here.
    clientBasedCORS: (ctx, origin) =>
      origins.has(origin) || isOwnPageOrigin(origin, `${ctx.protocol}://${ctx.host}`, config.demo),
    ttl: {
      AccessToken: apiServer.accessTokenTTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: REFRESH_IDLE,
      Grant: REFRESH_ABSOLUTE,
      RefreshToken: (_ctx, token) => {
        const iiat = (token as { iiat?: number }).iiat ?? token.iat;
        const left = REFRESH_ABSOLUTE - (Math.floor(Date.now() / 1000) - iiat);
        return Math.max(1, Math.min(REFRESH_IDLE, left));
      },
    },
  };

  // The built-in grants are registered inside the constructor; overriding the registration lets
  // us wrap them (track-account check, at_hash) without reaching into oidc-provider's internals.
  class GoTrackProvider extends BaseProvider {
    override registerGrantType<P extends object>(
      name: string,
      handler: (ctx: TokenEndpointGrantContext<P>) => CanBePromise<void>,
      params?: string | readonly string[] | ReadonlySet<string>,
      duplicates?: string | readonly string[] | ReadonlySet<string>,
    ) {
      const wrapped = grants.wrapBuiltIn(name, handler as never);
      super.registerGrantType(name, wrapped, params, duplicates);
    }
  }

  const provider = new GoTrackProvider(config.issuer, configuration);
  // X-Forwarded-* reach the provider already judged by Fastify's TRUST_PROXY (mount.ts).
  provider.proxy = true;
  provider.registerGrantType('otp', grants.otpGrant, ['phone_number', 'otp', 'scope']);
  provider.registerGrantType('password', grants.passwordGrant, ['username', 'password', 'scope']);
  provider.registerGrantType(EMAIL_OTP_GRANT, grants.emailOtpGrant, ['username', 'otp', 'scope']);
  // oidc-provider derives discovery's URLs from the request's Host, which any client (or a
  // cache in between) may set: they are rebuilt on the configured issuer. Our userinfo is served
  // by Fastify and advertised beside them.
  const issuerOrigin = new URL(config.issuer).origin;
  const onIssuer = (value: unknown) =>
    typeof value === 'string' && /^https?:\/\//.test(value)
      ? `${issuerOrigin}${new URL(value).pathname}`
      : value;
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'discovery' && ctx.body && typeof ctx.body === 'object') {
      const doc = ctx.body as Record<string, unknown>;
      for (const [key, value] of Object.entries(doc)) {
        if (key !== 'issuer') doc[key] = onIssuer(value);
      }
      doc.userinfo_endpoint = `${issuerOrigin}/connect/userinfo`;
    }
  });
  provider.on('server_error', (_ctx: KoaContextWithOIDC, err: Error) =>
    deps.log.error({ err }, 'OpenID provider error'),
  );
  return provider;
}
