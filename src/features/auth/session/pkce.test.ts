import { describe, expect, it } from 'vitest';
import { base64url, codeChallenge, createPkce, randomToken } from './pkce';

describe('PKCE (RFC 7636)', () => {
  it("derives Appendix B's S256 challenge from its verifier", async () => {
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it("encodes Appendix B's octets as its verifier (base64url, no padding)", () => {
    // prettier-ignore
    const octets = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186,
      22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121];
    expect(base64url(new Uint8Array(octets))).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  it('makes a new 43-character verifier each time, of unreserved characters only', async () => {
    const a = await createPkce();
    const b = await createPkce();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(await codeChallenge(a.verifier));
    expect(randomToken()).not.toBe(randomToken());
  });
});
