import { describe, expect, it, vi } from 'vitest';
import { watchOtherTabs } from './cross-tab';

const KEY = 'oidc.user:https://id.example:GoTrack_App';
const fire = (init: StorageEventInit) =>
  window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, ...init }));

describe('messages from other tabs', () => {
  const watch = () => {
    const onSignedOut = vi.fn();
    const onTokensChanged = vi.fn();
    const stop = watchOtherTabs({ userKey: KEY, onSignedOut, onTokensChanged });
    return { onSignedOut, onTokensChanged, stop };
  };

  it('a cleared storage (sign-out elsewhere) signs this tab out', () => {
    const tab = watch();
    fire({ key: null });
    expect(tab.onSignedOut).toHaveBeenCalledOnce();
    tab.stop();
  });

  it('a removed user signs this tab out', () => {
    const tab = watch();
    fire({ key: KEY, oldValue: '{}', newValue: null });
    expect(tab.onSignedOut).toHaveBeenCalledOnce();
    expect(tab.onTokensChanged).not.toHaveBeenCalled();
    tab.stop();
  });

  it('rewritten tokens (a refresh elsewhere) are picked up', () => {
    const tab = watch();
    fire({ key: KEY, oldValue: '{"a":1}', newValue: '{"a":2}' });
    expect(tab.onTokensChanged).toHaveBeenCalledOnce();
    expect(tab.onSignedOut).not.toHaveBeenCalled();
    tab.stop();
  });

  it('ignores other keys, other storage areas and stops when asked', () => {
    const tab = watch();
    fire({ key: 'lang', newValue: 'ar' });
    fire({ key: null, storageArea: sessionStorage });
    tab.stop();
    fire({ key: null });
    expect(tab.onSignedOut).not.toHaveBeenCalled();
    expect(tab.onTokensChanged).not.toHaveBeenCalled();
  });
});
