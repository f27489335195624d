import { describe, expect, it } from 'vitest';
import { buildUrl } from './url';

describe('buildUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(buildUrl('https://api.example/', '/api/app/vehicle/:id', { id: 'a b/c' })).toBe(
      'https://api.example/api/app/vehicle/a%20b%2Fc',
    );
  });
  it('drops undefined, null and empty query values and repeats arrays like ABP', () => {
    expect(
      buildUrl(
        '',
        '/api/app/request',
        {},
        { types: ['A', 'B'], status: '', filter: null, skipCount: 0, x: undefined },
      ),
    ).toBe('/api/app/request?types=A&types=B&skipCount=0');
  });
  it('refuses to build a URL with a missing parameter', () => {
    expect(() => buildUrl('', '/api/app/vehicle/:id')).toThrow(/id/);
  });
});
