import * as z from 'zod/mini';

/** ABP's error envelope, sent with the header `_AbpErrorFormat: true`. */
export const abpValidationError = z.object({
  message: z.string(),
  members: z.array(z.string()),
});
export const abpError = z.object({
  code: z.nullish(z.string()),
  message: z.string(),
  details: z.nullish(z.string()),
  data: z.nullish(z.record(z.string(), z.unknown())),
  validationErrors: z.nullish(z.array(abpValidationError)),
});
export const abpErrorEnvelope = z.object({ error: abpError });
export type AbpError = z.infer<typeof abpError>;
export type AbpErrorEnvelope = z.infer<typeof abpErrorEnvelope>;

export const ABP_ERROR_HEADER = '_AbpErrorFormat';
export const TENANT_HEADER = '__tenant';
