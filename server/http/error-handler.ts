import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ABP_ERROR_HEADER, type AbpError } from '../../src/api/contract/common.ts';
import { cultureFromAcceptLanguage, type CultureName } from '../modules/abp/culture.ts';
import { localize } from '../modules/abp/localization/index.ts';
import { isUserError, UnauthorizedError, ValidationError } from './errors.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './text-guard.ts';
import { translateUserMessage } from './user-messages.ts';

type ValidationItem = { message: string; members: string[] };

/** Writes ABP's error envelope (reference/abp-conventions.md §3). */
export function sendAbpError(reply: FastifyReply, status: number, error: AbpError) {
  return reply
    .code(status)
    .header(ABP_ERROR_HEADER, 'true')
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error });
}

const texts = (req: FastifyRequest) => {
  const culture = cultureFromAcceptLanguage(req.headers['accept-language']);
  return (key: string) => localize(culture, 'AbpExceptionHandling', key);
};

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  const culture = cultureFromAcceptLanguage(req.headers['accept-language']);
  return sendAbpError(reply, 404, {
    message: localize(culture, 'AbpUi', 'DefaultErrorMessage404'),
    details: localize(culture, 'AbpUi', 'DefaultErrorMessage404Detail'),
  });
}

/** `/address/city` (JSON pointer from the zod validator) → `address.city`, as ABP's members. */
function fromPointer(pointer: string): string {
  return pointer.split('/').filter(Boolean).join('.');
}

function validationItems(err: FastifyError, culture: CultureName): ValidationItem[] {
  return (err.validation ?? []).map((v) => {
    const member = fromPointer(v.instancePath);
    // Unknown keys of a strict object are reported on the object; name the keys themselves.
    const keys = (v.params as { keys?: unknown }).keys;
    const members = Array.isArray(keys)
      ? keys.map((k) => [member, String(k)].filter(Boolean).join('.'))
      : member
        ? [member]
        : [];
    const message = translateUserMessage(culture, v.message ?? 'Invalid value');
    return { message: members.length ? `${members.join(', ')}: ${message}` : message, members };
  });
}

function sendValidation(req: FastifyRequest, reply: FastifyReply, items: ValidationItem[]) {
  const t = texts(req);
  const lines = items.map((i) => ` - ${i.message}`);
  return sendAbpError(reply, 400, {
    message: t('ValidationErrorMessage'),
    details: [t('ValidationNarrativeErrorMessageTitle'), ...lines].join('\n'),
    validationErrors: items,
  });
}

/**
 * PostgreSQL refusing text: a NUL (22021, "invalid byte sequence") or a character the database
 * encoding lacks (22P05). Drivers and drizzle wrap it, so the causes are searched too.
 */
function isUnstorableText(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Every error leaves as ABP's envelope. Only messages written for users (our error classes and
 * Fastify's fixed client-error texts) are shown; anything else is logged and replaced by a
 * generic 500 so no internals leak.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof UnauthorizedError) {
      return reply.code(401).header('www-authenticate', err.challenge).send();
    }
    const culture = cultureFromAcceptLanguage(req.headers['accept-language']);
    if (err.validation) return sendValidation(req, reply, validationItems(err, culture));
    if (isUnstorableText(err)) {
      // Text that skipped the contract (a header, a query of a hand-made route): the caller's
      // mistake, not ours. Logged without the error, whose query parameters hold the text.
      req.log.warn({ url: req.routeOptions.url }, 'request text PostgreSQL cannot store');
      return sendValidation(req, reply, [
        { message: translateUserMessage(culture, CONTROL_CHARACTERS_MESSAGE), members: [] },
      ]);
    }
    if (err instanceof ValidationError) {
      const items = err.validationErrors.map((i) => ({
        ...i,
        message: translateUserMessage(culture, i.message),
      }));
      return sendValidation(req, reply, items);
    }
    if (isUserError(err)) {
      req.log.debug({ err }, 'user error');
      return sendAbpError(reply, err.statusCode, {
        code: err.code ?? null,
        message: translateUserMessage(culture, err.message),
        details: err.details ?? null,
        data: err.data ?? null,
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, body too large, unsupported media type, bad range…
      const message =
        status === 400 ? texts(req)('ValidationErrorMessage') : (STATUS_CODES[status] ?? 'Error');
      const details = err.code?.startsWith('FST_') ? err.message : null;
      return sendAbpError(reply, status, { message, details });
    }
    req.log.error({ err }, 'unhandled error');
    return sendAbpError(reply, 500, { message: texts(req)('InternalServerErrorMessage') });
  });
}
