import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Our only client is first-party: an explicit consent prompt (`prompt=consent`, which OIDC needs
 * before it grants offline_access from the authorization endpoint) is granted without a screen.
 * Resolves to where the browser continues.
 */
export async function grantConsent(
  provider: Provider,
  req: FastifyRequest,
  reply: FastifyReply,
  details: Details,
): Promise<string> {
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({
      accountId: details.session?.accountId,
      clientId: String(details.params.client_id),
    });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  return provider.interactionResult(req.raw, reply.raw, { consent: { grantId } });
}
