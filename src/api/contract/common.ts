import { z } from 'zod';

export const guid = z.uuid();

/** ABP paging input. The server caps maxResultCount at 1000 like ABP does. */
export const pagedQuery = z.object({
  skipCount: z.coerce.number().int().min(0).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(1000).default(10),
  sorting: z.string().max(200).optional(),
});
export type PagedQuery = z.input<typeof pagedQuery>;

export const pagedResult = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int().min(0) });

export const listResult = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const idParams = z.object({ id: guid });

/** ABP's error envelope, sent with the header `_AbpErrorFormat: true`. */
export const abpValidationError = z.object({
  message: z.string(),
  members: z.array(z.string()),
});
export const abpError = z.object({
  code: z.string().nullish(),
  message: z.string(),
  details: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  validationErrors: z.array(abpValidationError).nullish(),
});
export const abpErrorEnvelope = z.object({ error: abpError });
export type AbpError = z.infer<typeof abpError>;
export type AbpErrorEnvelope = z.infer<typeof abpErrorEnvelope>;

export const ABP_ERROR_HEADER = '_AbpErrorFormat';
export const TENANT_HEADER = '__tenant';
