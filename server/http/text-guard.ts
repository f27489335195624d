import * as z from 'zod/mini';
import type { Schema } from '../../src/api/contract/endpoint.ts';

/** Answered (translated) for text with control characters in it. */
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.';

// C0 and C1 controls and DEL, but tab and line breaks (a note may span lines). A NUL cannot even
// be stored in PostgreSQL text; the others hide or forge text in logs and on screen.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MAX_DEPTH = 16;

/** For text that bypasses the contract (the OpenID provider's own forms). */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/**
 * Every string (and object key) in a request, at any depth, is free of control characters. The
 * route helper puts this in front of every endpoint's params, query and body, so no text field
 * can forget it; it lives on the server because the browser never needs it. The issue names the
 * field, never the value.
 */
const noControlCharacters = z.unknown().check(
  z.superRefine((input, ctx) => {
    const refuse = (path: PropertyKey[]) =>
      ctx.issues.push({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE, path, input: '' });
    const walk = (value: unknown, path: PropertyKey[]): void => {
      if (typeof value === 'string') {
        if (CONTROL.test(value)) refuse(path);
      } else if (value && typeof value === 'object' && path.length < MAX_DEPTH) {
        for (const [key, inner] of Object.entries(value)) {
          if (CONTROL.test(key)) refuse(path);
          else walk(inner, [...path, Array.isArray(value) ? Number(key) : key]);
        }
      }
    };
    walk(input, []);
  }),
);

/** The request's own schema behind the check, which runs first on the raw input. */
export function guarded<S extends Schema>(schema: S | undefined): S | undefined {
  return schema && (z.pipe(noControlCharacters, schema) as unknown as S);
}
