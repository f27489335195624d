import type { KoaContextWithOIDC, TokenEndpointGrantContext } from 'oidc-provider';
import type { UserRow } from '../modules/identity/users.ts';
import { API_RESOURCE } from './access-token.ts';
import { toAccount } from './claims.ts';

/** Scopes this provider knows; anything else in a request is ignored. */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'phone', 'roles'];
export const API_SCOPE = 'GoTrack';
/**
 * The API resource lists every scope, so the access token's `scope` claim names all granted scopes
 * (as ABP's tokens do) and our userinfo can release claims by it.
 */
export const RESOURCE_SCOPES = [...OIDC_SCOPES, API_SCOPE];
export const ACCESS_TOKEN_TTL = 15 * 60;

export function resourceServerInfo() {
  return {
    scope: RESOURCE_SCOPES.join(' '),
    audience: 'GoTrack',
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };
}

/** Requested scopes that we know, in a stable order; no `scope` → the client's default. */
export function requestedScopes(requested: unknown, fallback: string): string[] {
  const asked = new Set(
    (typeof requested === 'string' && requested.trim() ? requested : fallback).split(/\s+/),
  );
  return RESOURCE_SCOPES.filter((s) => asked.has(s));
}

/**
 * Issues access, id and refresh tokens for a user our own grants (otp, password) authenticated:
 * the same artefacts the built-in grants make, so refresh, revocation and replay detection work
 * unchanged on them.
 */
export async function issueTokens(
  ctx: TokenEndpointGrantContext,
  user: UserRow,
  gty: string,
  defaultScope: string,
): Promise<void> {
  const { provider, client } = ctx.oidc;
  const scopes = requestedScopes(ctx.oidc.params.scope, defaultScope);
  const scope = scopes.join(' ');
  const oidcScope = scopes.filter((s) => OIDC_SCOPES.includes(s)).join(' ');
  const account = toAccount(user);
  ctx.oidc.entity('Account', account);

  const grant = new provider.Grant({ accountId: user.id, clientId: ctx.oidc.client.clientId });
  if (oidcScope) grant.addOIDCScope(oidcScope);
  grant.addResourceScope(API_RESOURCE, scope);
  const grantId = await grant.save();
  ctx.oidc.entity('Grant', grant);

  const authTime = Math.floor(Date.now() / 1000);
  const at = new provider.AccessToken({ accountId: user.id, client, grantId, gty, scope });
  at.resourceServer = new provider.ResourceServer(API_RESOURCE, resourceServerInfo());
  at.scope = grant.getResourceScopeFiltered(API_RESOURCE, scopes);
  ctx.oidc.entity('AccessToken', at);
  const accessToken = await at.save();

  let refreshToken: string | undefined;
  if (scopes.includes('offline_access') && ctx.oidc.client.grantTypeAllowed('refresh_token')) {
    const rt = new provider.RefreshToken({
      accountId: user.id,
      client,
      grantId,
      gty,
      scope,
      resource: API_RESOURCE,
      authTime,
      rotations: 0,
    });
    ctx.oidc.entity('RefreshToken', rt);
    refreshToken = await rt.save();
  }

  let idToken: string | undefined;
  if (scopes.includes('openid')) {
    const token = new provider.IdToken(
      { ...(await account.claims('id_token', oidcScope, {}, [])), auth_time: authTime },
      { ctx: ctx as unknown as KoaContextWithOIDC },
    );
    Object.assign(token, { scope: oidcScope, mask: {}, rejected: [] });
    token.set('at_hash', accessToken);
    idToken = await token.issue({ use: 'idtoken' });
  }

  ctx.body = {
    access_token: accessToken,
    expires_in: at.expiration,
    token_type: 'Bearer',
    scope: at.scope,
    ...(idToken && { id_token: idToken }),
    ...(refreshToken && { refresh_token: refreshToken }),
  };
}
