import * as z from 'zod/mini';

// ABP keeps the chosen tenant in localStorage `abpSession` (abp-conventions §2); we do the same so a
// tenant chosen before sign-in rides on every call as the `__tenant` header.
const KEY = 'abpSession';
const sessionSchema = z.object({
  tenant: z.nullish(z.object({ id: z.string(), name: z.string(), isAvailable: z.boolean() })),
});
export type SessionTenant = NonNullable<z.infer<typeof sessionSchema>['tenant']>;

export function getSessionTenant(): SessionTenant | null {
  try {
    const parsed = z.safeParse(sessionSchema, JSON.parse(localStorage.getItem(KEY) ?? '{}'));
    return parsed.success ? (parsed.data.tenant ?? null) : null;
  } catch {
    return null;
  }
}

export function setSessionTenant(tenant: SessionTenant | null) {
  localStorage.setItem(KEY, JSON.stringify({ tenant }));
}
