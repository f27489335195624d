import { describe, expect, it } from 'vitest';
import { formatValidationError, parseValidationKey } from './validation';

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
