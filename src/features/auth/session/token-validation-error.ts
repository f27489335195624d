/**
 * A token or discovery document that fails the checks of spec part 1 §5. The message is the
 * spec's text (for the console and support); users see the translated OAuth event instead.
 */
export class TokenValidationError extends Error {
  override name = 'TokenValidationError';
  constructor(
    message: string,
    /** Which OAuth event of spec part 1 §8 this failure raises. */
    readonly event:
      'token_validation_error' | 'discovery_document_validation_error' = 'token_validation_error',
  ) {
    super(message);
  }
}
