import type {
  errors as oidcErrors,
  KoaContextWithOIDC,
  TokenEndpointGrantContext,
} from 'oidc-provider';
import {
  EMAIL_OTP_GRANT,
  PASSWORD_GRANT_ERRORS,
  TRACK_ACCOUNT_HEADER,
} from '../../src/api/contract/identity.ts';
import { normalizePhone } from '../../src/api/contract/phone.ts';
import type { Db } from '../db/client.ts';
import type { EmailProof } from '../modules/identity/email-proof.ts';
import {
  signInWithCode,
  signInWithEmailCode,
  signInWithPassword,
} from '../modules/identity/sign-in.ts';
import { findUser, type UserRow } from '../modules/identity/users.ts';
import type { OtpService } from '../modules/otp/service.ts';
import {
  findActiveAssociation,
  type ActiveAssociation,
} from '../modules/track-accounts/associations.ts';
import { clientIpOfRaw, tenantOfRaw } from './caller.ts';
import { issueTokens } from './issue-tokens.ts';

type OidcErrors = typeof oidcErrors;
type GrantHandler = (ctx: TokenEndpointGrantContext) => Promise<void>;

export const OTP_INVALID = 'The one-time code is not valid or has expired.';
export const OTP_LOCKED = 'Too many wrong codes were entered. Please ask for a new code.';
export const PASSWORD_FAILURES = PASSWORD_GRANT_ERRORS;
export const BAD_PASSWORD = PASSWORD_GRANT_ERRORS.invalid;
export const NO_TRACK_ACCOUNT = 'You do not have access to this track account.';

export interface GrantDeps {
  db: Db;
  otp: OtpService;
  /** Sign-in codes mailed to a proven address (the `email_otp` grant). */
  emailProof: EmailProof;
  errors: OidcErrors;
  defaultScope: string;
  /** Adds at_hash to id tokens the built-in grants issued. */
  addAtHash: (idToken: string, accessToken: string) => Promise<string>;
}

// The association checked before issuing, for extraTokenClaims to put into the access token.
const associations = new WeakMap<object, ActiveAssociation>();
export const associationFor = (ctx: object): ActiveAssociation | null =>
  associations.get(ctx) ?? null;

export function grantHandlers(deps: GrantDeps) {
  const { db, otp, errors } = deps;
  const invalidGrant = (description: string) =>
    new errors.CustomOIDCProviderError('invalid_grant', description);
  const invalidRequest = (description: string) =>
    new errors.CustomOIDCProviderError('invalid_request', description);

  /**
   * A `TrackAccountId` header asks for a token scoped to that account (spec part 1 §6): only
   * for a user actively associated with it, checked before anything is issued or rotated.
   */
  async function checkTrackAccount(ctx: KoaContextWithOIDC, user: UserRow): Promise<void> {
    const wanted = ctx.get(TRACK_ACCOUNT_HEADER).trim();
    if (!wanted) return;
    const found = await findActiveAssociation(db, {
      userId: user.id,
      tenantId: user.tenantId,
      trackAccountId: wanted,
    });
    if (!found) throw invalidGrant(NO_TRACK_ACCOUNT);
    associations.set(ctx, found);
  }

  const param = (ctx: TokenEndpointGrantContext, name: string): string => {
    const value = ctx.oidc.params[name];
    if (typeof value !== 'string' || !value.trim()) {
      throw invalidRequest(`missing required parameter '${name}'`);
    }
    return value.trim();
  };

  const otpGrant: GrantHandler = async (ctx) => {
    const phone = normalizePhone(param(ctx, 'phone_number'));
    const code = param(ctx, 'otp');
    if (!phone) throw invalidRequest('The phone number is not valid.');
    const tenantId = tenantOfRaw(ctx.req);
    const result = await signInWithCode(db, otp, { tenantId, phone, code });
    if ('failure' in result)
      throw invalidGrant(result.failure === 'locked' ? OTP_LOCKED : OTP_INVALID);
    const { user } = result;
    await checkTrackAccount(ctx, user);
    await issueTokens(ctx, user, 'otp', deps.defaultScope);
  };

  /** `username` (name, e-mail or number) and `otp` (the code `sendSignInCode` mailed). */
  const emailOtpGrant: GrantHandler = async (ctx) => {
    const result = await signInWithEmailCode(db, deps.emailProof, {
      tenantId: tenantOfRaw(ctx.req),
      login: param(ctx, 'username'),
      code: param(ctx, 'otp'),
      clientIp: clientIpOfRaw(ctx.req),
    });
    if ('failure' in result)
      throw invalidGrant(result.failure === 'locked' ? OTP_LOCKED : OTP_INVALID);
    await checkTrackAccount(ctx, result.user);
    await issueTokens(ctx, result.user, EMAIL_OTP_GRANT, deps.defaultScope);
  };

  const passwordGrant: GrantHandler = async (ctx) => {
    const login = param(ctx, 'username');
    const password = typeof ctx.oidc.params.password === 'string' ? ctx.oidc.params.password : '';
    const result = await signInWithPassword(db, {
      tenantId: tenantOfRaw(ctx.req),
      login,
      password,
      clientIp: clientIpOfRaw(ctx.req),
    });
    if ('failure' in result) throw invalidGrant(PASSWORD_FAILURES[result.failure]);
    const { user } = result;
    await checkTrackAccount(ctx, user);
    await issueTokens(ctx, user, 'password', deps.defaultScope);
  };

  /**
   * refresh_token and authorization_code are oidc-provider's own; around them we check the
   * track account of the token's user first (only for a still-usable token, so a replayed
   * refresh token still revokes its grant) and add at_hash to the id token afterwards.
   */
  function wrapBuiltIn(name: string, handler: GrantHandler): GrantHandler {
    if (name !== 'refresh_token' && name !== 'authorization_code') return handler;
    return async (ctx) => {
      if (ctx.get(TRACK_ACCOUNT_HEADER).trim()) {
        const provider = ctx.oidc.provider;
        const value = ctx.oidc.params[name === 'refresh_token' ? 'refresh_token' : 'code'];
        const source =
          typeof value !== 'string'
            ? undefined
            : name === 'refresh_token'
              ? await provider.RefreshToken.find(value)
              : await provider.AuthorizationCode.find(value);
        const usable = source && !source.isExpired && !(source as { consumed?: unknown }).consumed;
        const user = usable && source.accountId ? await findUser(db, source.accountId) : null;
        if (user) await checkTrackAccount(ctx, user);
      }
      await handler(ctx);
      const body = ctx.body as { id_token?: string; access_token?: string } | undefined;
      if (body?.id_token && body.access_token) {
        body.id_token = await deps.addAtHash(body.id_token, body.access_token);
      }
    };
  }

  return { otpGrant, emailOtpGrant, passwordGrant, wrapBuiltIn };
}
