import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { grantConsent } from './consent.ts';
import { normalizePhone } from '../../src/api/contract/phone.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isUserError } from '../http/errors.ts';
import { signInWithCode, signInWithPassword } from '../modules/identity/sign-in.ts';
import type { OtpService } from '../modules/otp/service.ts';
import type { TenantInfo } from '../modules/tenants/service.ts';
import { OTP_INVALID, OTP_LOCKED, PASSWORD_FAILURES } from './grants.ts';
import { translateUserMessage } from '../http/user-messages.ts';
import { layout, message, PAGE_CSP, pageLanguage, textFor } from './pages.ts';
import { signInPage, type SignInView } from './sign-in-page.ts';

export interface InteractionDeps {
  config: Config;
  db: Db;
  otp: OtpService;
  getProvider: () => Promise<Provider>;
  lookupTenant: (idOrName: string) => Promise<TenantInfo | null>;
}

type Form = Record<string, string | undefined>;
interface RouteTypes {
  Params: { uid: string };
  Querystring: Form;
  Body: Form | undefined;
}
type Req = FastifyRequest<RouteTypes>;

const EXPIRED = 'This sign-in request has expired. Go back to the app and sign in again.';

/**
 * The sign-in page of the authorization-code flow at `/connect/interaction/:uid`. Plain forms
 * posting back to the same address; on success the provider continues the authorization.
 */
export function interactionRoutes(app: FastifyInstance, deps: InteractionDeps) {
  const { config, db, otp } = deps;
  const csp = PAGE_CSP([new URL(config.publicUrl).origin]);

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(html);

  async function handle(req: Req, reply: FastifyReply) {
    const provider = await deps.getProvider();
    const form: Form = { ...req.query, ...(req.body ?? {}) };
    const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => null);
    const params = details?.params ?? {};
    const lang = pageLanguage(form.lang, params.ui_locales, params['ui-culture'], params.culture);
    if (!details || details.uid !== req.params.uid) {
      return send(reply, 400, layout(lang, textFor(lang, 'error'), message('error', EXPIRED)));
    }
    let tenantId: string | null = null;
    const wanted = params.__tenant;
    if (config.multiTenancy && typeof wanted === 'string' && wanted) {
      const found = await deps.lookupTenant(wanted);
      if (!found?.isActive) {
        return send(
          reply,
          400,
          layout(lang, textFor(lang, 'error'), message('error', 'Tenant not found!')),
        );
      }
      tenantId = found.id;
    }
    // Errors are thrown in English (they also go to the logs): the page shows the reader's language.
    const render = (view: Omit<SignInView, 'lang'>, status = 200) =>
      send(
        reply,
        status,
        signInPage({ lang, ...view, error: view.error && translateUserMessage(lang, view.error) }),
      );
    const finishLogin = async (accountId: string) => {
      const returnTo = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    };

    if (details.prompt.name === 'consent') {
      const returnTo = await grantConsent(provider, req, reply, details);
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    }
    if (req.method === 'GET')
      return render({ mode: form.mode === 'password' ? 'password' : 'phone' });
    const phone = normalizePhone(form.phone ?? '');
    switch (form.action) {
      case 'send': {
        if (!phone)
          return render(
            { mode: 'phone', phone: form.phone, error: textFor(lang, 'invalidPhone') },
            400,
          );
        try {
          const code = await otp.issue({ tenantId, phone, clientIp: req.ip });
          return render({
            mode: 'code',
            phone,
            demoCode: config.demo ? code : null,
            notice: textFor(
              lang,
              config.demo ? 'demoCode' : 'codeSent',
              config.demo ? code : phone,
            ),
          });
        } catch (err) {
          if (!isUserError(err)) throw err;
          return render({ mode: 'code', phone, error: err.message }, 403);
        }
      }
      case 'verify': {
        if (!phone) return render({ mode: 'phone', error: textFor(lang, 'invalidPhone') }, 400);
        const result = await signInWithCode(db, otp, { tenantId, phone, code: form.code ?? '' });
        if ('user' in result) return finishLogin(result.user.id);
        const error = result.failure === 'locked' ? OTP_LOCKED : OTP_INVALID;
        return render({ mode: 'code', phone, error }, 400);
      }
      case 'password': {
        const username = form.username ?? '';
        const password = form.password ?? '';
        const clientIp = req.ip;
        const result = await signInWithPassword(db, {
          tenantId,
          login: username,
          password,
          clientIp,
        });
        if ('failure' in result) {
          return render(
            { mode: 'password', username, error: PASSWORD_FAILURES[result.failure] },
            400,
          );
        }
        return finishLogin(result.user.id);
      }
      default:
        return render({ mode: 'phone' }, 400);
    }
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get<RouteTypes>('/connect/interaction/:uid', handle);
    scope.post<RouteTypes>('/connect/interaction/:uid', handle);
  });
}
