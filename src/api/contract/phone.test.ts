import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('turns Syrian local forms into E.164', () => {
    expect(normalizePhone('0944 000 001')).toBe('+963944000001');
    expect(normalizePhone('944000001')).toBe('+963944000001');
    expect(normalizePhone('963944000001')).toBe('+963944000001');
    expect(normalizePhone('00963944000001')).toBe('+963944000001');
    expect(normalizePhone('+963 (944) 000-001')).toBe('+963944000001');
    expect(normalizePhone('٠٩٤٤٠٠٠٠٠١')).toBe('+963944000001');
  });
  it('keeps other international numbers and refuses nonsense', () => {
    expect(normalizePhone('+4915112345678')).toBe('+4915112345678');
    expect(normalizePhone('12')).toBeNull();
    expect(normalizePhone('+0123456789')).toBeNull();
    expect(normalizePhone('phone')).toBeNull();
  });
});
