/** RFC 4648 §5, without padding (RFC 7636 Appendix A). */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** `bytes` from the browser's CSPRNG, base64url: 32 bytes give the 43 characters RFC 7636 asks. */
export const randomToken = (bytes = 32) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** RFC 7636 §4.2, S256: BASE64URL(SHA-256(ASCII(code_verifier))). */
/** Spec part 1 §9: a 45-character nonce, from the browser's CSPRNG. */
export function newNonce(length = 45): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}

export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export async function createPkce() {
  const verifier = randomToken();
  return { verifier, challenge: await codeChallenge(verifier) };
}
