import { describe, expect, it } from 'vitest';
import { abpLocalize } from './abp-localize';

const localization = {
  defaultResourceName: 'GoTrack',
  values: {},
  resources: {
    GoTrack: {
      texts: { 'Menu:Home': 'Home', Greeting: 'Hello {0}, you have {1} vehicles' },
      baseResources: ['AbpUi'],
    },
    AbpUi: { texts: { Cancel: 'Cancel', 'Volo.Abp:Key': 'nested colon' }, baseResources: [] },
  },
};

describe('ABP Resource::Key texts', () => {
  it('shows a text without :: as it is', () => {
    expect(abpLocalize(localization, 'UserPortal:EmptyTap')).toBe('UserPortal:EmptyTap');
  });
  it('resolves a resource key, the default resource and base resources', () => {
    expect(abpLocalize(localization, 'GoTrack::Menu:Home')).toBe('Home');
    expect(abpLocalize(localization, '::Menu:Home')).toBe('Home');
    expect(abpLocalize(localization, 'GoTrack::Cancel')).toBe('Cancel');
    expect(abpLocalize(localization, 'AbpUi::Volo.Abp:Key')).toBe('nested colon');
  });
  it('fills positional parameters', () => {
    expect(abpLocalize(localization, 'GoTrack::Greeting', ['Sara', 3])).toBe(
      'Hello Sara, you have 3 vehicles',
    );
  });
  it('falls back to the default value, else the key', () => {
    expect(abpLocalize(localization, 'GoTrack::Missing', [], 'Fallback')).toBe('Fallback');
    expect(abpLocalize(localization, 'Unknown::Missing')).toBe('Missing');
    expect(abpLocalize(localization, '_::Literal key')).toBe('Literal key');
  });
});
