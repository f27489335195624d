/** Reads a JWT's payload. It does not verify the signature: the API and the provider do that. */
export function decodeJwt(token: string | null | undefined): Record<string, unknown> {
  const part = token?.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Claims come as booleans or as the strings "true"/"True" depending on the issuer. */
export const isTrueClaim = (value: unknown) =>
  value === true || String(value).toLowerCase() === 'true';
