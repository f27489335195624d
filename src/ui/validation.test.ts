import { describe, expect, it } from 'vitest';
import { formatValidationError, parseValidationKey } from './validation';
import './validation-counts';

describe('formatValidationError', () => {
  it('translates the spec keys and interpolates bracket parameters', () => {
    expect(formatValidationError('required')).toBe('This field is required');
    expect(formatValidationError('smsBundleRequired')).toBe('This field is required');
    expect(formatValidationError('email')).toBe('Please enter a valid email address');
    expect(formatValidationError('minLength[3]')).toBe('Must be at least 3 characters');
    expect(formatValidationError('minimumObserversCount[2]')).toBe(
      'At least 2 observers are required',
    );
  });

  it('shows unknown keys as given', () => {
    expect(formatValidationError('Phone number already taken')).toBe('Phone number already taken');
    expect(formatValidationError('somethingElse[1]')).toBe('somethingElse[1]');
  });

  it('splits comma-separated parameters', () => {
    expect(parseValidationKey('minimumObserversCount[2, 5]')).toEqual({
      key: 'minimumObserversCount',
      params: ['2', '5'],
    });
    expect(parseValidationKey('email')).toEqual({ key: 'email', params: [] });
  });
});

describe('formatValidationError in Arabic', () => {
  it('uses the Arabic plural forms', async () => {
    const { setupI18n } = await import('@lingui/core');
    const { messages } = await import('../../locales/ar/messages.po');
    const { messages: forms } = await import('../../locales/ar/signin.po');
    const ar = setupI18n({ locale: 'ar', messages: { ar: { ...messages, ...forms } as never } });
    expect(formatValidationError('minimumObserversCount[1]', ar)).toBe('يلزم مراقب واحد على الأقل');
    expect(formatValidationError('minimumObserversCount[2]', ar)).toBe('يلزم مراقبان على الأقل');
    expect(formatValidationError('minLength[5]', ar)).toBe('يجب ألا يقل عن 5 أحرف');
    expect(formatValidationError('minLength[11]', ar)).toBe('يجب ألا يقل عن 11 حرفاً');
    expect(formatValidationError('required', ar)).toBe('هذا الحقل مطلوب');
  });
});
