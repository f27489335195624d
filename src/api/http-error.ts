import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { abpErrorEnvelope, ABP_ERROR_HEADER, type AbpError } from './contract/abp-errors.ts';

/** A failed call: the HTTP status (0 when the network failed) and ABP's error, when it sent one. */
export class HttpError extends Error {
  readonly status: number;
  readonly abp: AbpError | undefined;
  constructor(status: number, message: string, abp?: AbpError) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.abp = abp;
  }
}

// ABP's default texts for bare statuses (AbpUi::DefaultErrorMessage401 …), in our catalogs.
const defaults: Record<number, MessageDescriptor> = {
  0: msg`Could not reach the server. Check your connection and try again.`,
  400: msg`Your request is not valid.`,
  401: msg`You are not signed in, or your session has ended.`,
  403: msg`You are not allowed to do this.`,
  404: msg`The resource you asked for was not found.`,
  500: msg`An internal error occurred on the server.`,
};

export function defaultErrorMessage(status: number): string {
  const descriptor = defaults[status] ?? (status >= 500 ? defaults[500] : defaults[400]);
  return i18n._(descriptor!);
}

/** Reads ABP's envelope when the response says it is one; otherwise the status's default text. */
export async function toHttpError(response: Response): Promise<HttpError> {
  if (response.headers.get(ABP_ERROR_HEADER)?.toLowerCase() === 'true') {
    const parsed = abpErrorEnvelope.safeParse(await response.json().catch(() => null));
    if (parsed.success)
      return new HttpError(response.status, parsed.data.error.message, parsed.data.error);
  }
  return new HttpError(response.status, defaultErrorMessage(response.status));
}

/** The text a user sees: ABP's message, with its details when they add something. */
export function userMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return defaultErrorMessage(500);
  const details = error.abp?.details;
  return details && details !== error.message ? `${error.message} ${details}` : error.message;
}
