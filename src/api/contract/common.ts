import * as z from 'zod/mini';

export const guid = z.uuid();

/** ABP paging input. The server caps maxResultCount at 1000 like ABP does. */
export const pagedQuery = z.object({
  skipCount: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  maxResultCount: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  sorting: z.optional(z.string().check(z.maxLength(200))),
});
export type PagedQuery = z.input<typeof pagedQuery>;

export const pagedResult = <T extends z.core.$ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().check(z.int(), z.minimum(0)) });

export const listResult = <T extends z.core.$ZodType>(item: T) =>
  z.object({ items: z.array(item) });

export const idParams = z.object({ id: guid });

// The error envelope and headers live apart: the first screen's HTTP client needs them, not
// the rest of this file.
export * from './abp-errors.ts';

/** Endpoints that answer with an empty body (204). */
export const noContent = z.nullish(z.unknown());

/** For names, plates and account names with direction-override characters. */
export const BIDI_CHARACTERS_MESSAGE = 'Names must not contain text-direction control characters.';

// Explicit embeddings, overrides and isolates: they make "CBA" display as "ABC", so a name or a
// plate could pass for another. Names are single lines too. (Control characters in any text are
// refused by the server for every endpoint: server/http/text-guard.ts.)
const NAME_FORBIDDEN = /[\u202A-\u202E\u2066-\u2069\t\n\r]/;
export const hasBidiControls = (text: string): boolean => NAME_FORBIDDEN.test(text);

/** For forms whose name is required (groups, observers: spec part 2 §5); translated on the server. */
export const NAME_REQUIRED_MESSAGE = 'A name is required.';
export const nameTooLongMessage = (max: number) => `A name can be at most ${max} characters.`;

/**
 * A name, plate or account name: trimmed, one line, no direction overrides. `messages` names
 * the rule a blank or long name broke (zod's own texts otherwise).
 */
export const nameText = (max: number, min = 1, messages: { min?: string; max?: string } = {}) =>
  z.string().check(
    z.trim(),
    z.minLength(min, messages.min),
    z.maxLength(max, messages.max),
    z.refine((s) => !hasBidiControls(s), BIDI_CHARACTERS_MESSAGE),
  );

/** A required name whose errors say so (not zod's "Too small: expected string…"). */
export const requiredName = (max: number) =>
  nameText(max, 1, { min: NAME_REQUIRED_MESSAGE, max: nameTooLongMessage(max) });
