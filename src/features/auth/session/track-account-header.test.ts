import { afterEach, describe, expect, it } from 'vitest';
import { overrideTrackAccount, trackAccountHeader } from './track-account-header';

const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });

describe('TrackAccountId header of token requests', () => {
  afterEach(() => overrideTrackAccount(null));

  it('is the chosen account on /main routes only', () => {
    const chosen = storage({ trackAccountId: 'acc-1' });
    expect(trackAccountHeader('/main', chosen)).toBe('acc-1');
    expect(trackAccountHeader('/main/alerts', chosen)).toBe('acc-1');
    expect(trackAccountHeader('/track-accounts', chosen)).toBe('');
    expect(trackAccountHeader('/maintenance', chosen)).toBe('');
  });

  it('is sent anywhere while a temporary choice exists', () => {
    const pending = storage({ trackAccountId: 'acc-1', tempTrackAccountId: 'acc-1' });
    expect(trackAccountHeader('/track-accounts', pending)).toBe('acc-1');
  });

  it('is empty without a chosen account, and an explicit request wins', () => {
    expect(trackAccountHeader('/main', storage({}))).toBe('');
    overrideTrackAccount('acc-2');
    expect(trackAccountHeader('/track-accounts', storage({ trackAccountId: 'acc-1' }))).toBe(
      'acc-2',
    );
  });
});
