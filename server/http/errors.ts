/**
 * Errors route handlers throw; the error handler turns them into ABP's envelope
 * (reference/abp-conventions.md §3). Their messages reach the user, so write them for the user.
 */
export interface UserErrorOptions {
  /** ABP error code, e.g. `GoTrack:010046`; the client may localize it. */
  code?: string;
  details?: string;
  data?: Record<string, unknown>;
}

abstract class UserError extends Error {
  abstract readonly statusCode: number;
  readonly code: string | undefined;
  readonly details: string | undefined;
  readonly data: Record<string, unknown> | undefined;

  constructor(message: string, options: UserErrorOptions = {}) {
    super(message);
    this.code = options.code;
    this.details = options.details;
    this.data = options.data;
  }
}

/** A business rule refused the request: 403, like ABP's BusinessException / UserFriendlyException. */
export class BusinessError extends UserError {
  override name = 'BusinessError';
  readonly statusCode = 403;
}

/** The request itself is unusable and one sentence says why (e.g. an upload too large): 400. */
export class BadRequestError extends UserError {
  override name = 'BadRequestError';
  readonly statusCode = 400;
}

/** The entity does not exist (or is not visible to the caller): 404. */
export class NotFoundError extends UserError {
  override name = 'NotFoundError';
  readonly statusCode = 404;

  constructor(message = 'There is no such an entity.', options?: UserErrorOptions) {
    super(message, options);
  }
}

/** A validation rule outside the zod schema failed (e.g. a uniqueness check): 400. */
export class ValidationError extends UserError {
  override name = 'ValidationError';
  readonly statusCode = 400;
  readonly validationErrors: { message: string; members: string[] }[];

  constructor(
    validationErrors: { message: string; members: string[] }[],
    message = 'Your request is not valid!',
  ) {
    super(message, { details: validationErrors.map((e) => ` - ${e.message}`).join('\n') });
    this.validationErrors = validationErrors;
  }
}

export function isUserError(
  err: unknown,
): err is
  | BusinessError
  | BadRequestError
  | NotFoundError
  | ValidationError
  | ConflictError
  | TooManyRequestsError {
  return err instanceof UserError;
}

/** A rate limit refused the request: 429 (with Retry-After). */
export class TooManyRequestsError extends UserError {
  override name = 'TooManyRequestsError';
  readonly statusCode = 429;
}

/** Optimistic concurrency: the entity changed since the caller read it (stale concurrencyStamp). */
export class ConflictError extends UserError {
  override name = 'ConflictError';
  readonly statusCode = 409;
}

/**
 * No valid bearer token. Not a user error: like ABP's authentication challenge it is answered with
 * an empty 401 and `WWW-Authenticate`, without the error envelope.
 */
export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
  readonly statusCode = 401;
  /** The `WWW-Authenticate` value. */
  readonly challenge: string;

  constructor(invalidToken: boolean) {
    super('Unauthorized');
    this.challenge = invalidToken ? 'Bearer error="invalid_token"' : 'Bearer';
  }
}
