import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LIVE_POLL_MS, liveLocationsQuery } from './live-locations';

const http = vi.hoisted(() => ({ call: vi.fn(), revalidatingPost: vi.fn() }));
vi.mock('../../../api/http.ts', () => ({ call: http.call }));
vi.mock('./revalidating-post', () => ({ revalidatingPost: http.revalidatingPost }));
const polls = () => http.call.mock.calls.length + http.revalidatingPost.mock.calls.length;

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('live location polling', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('polls every 5 s, pauses while the tab is hidden and resumes at once when shown', async () => {
    vi.useFakeTimers();
    http.call.mockResolvedValue({ items: [] });
    http.revalidatingPost.mockResolvedValue({});
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useQuery(liveLocationsQuery(ACCOUNT)), { wrapper });
    const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    await tick(0);
    expect(polls()).toBe(1);
    await tick(LIVE_POLL_MS);
    expect(polls()).toBe(2);

    act(() => focusManager.setFocused(false));
    await tick(LIVE_POLL_MS * 4);
    expect(polls()).toBe(2);

    act(() => focusManager.setFocused(true));
    await tick(0);
    expect(polls()).toBe(3);
    await tick(LIVE_POLL_MS);
    expect(polls()).toBe(4);
    // The first polls go through call() (silent, no loading bar); later ones revalidate.
    expect(http.call.mock.calls[0]![1]).toMatchObject({ silent: true, background: true });
    expect(http.revalidatingPost).toHaveBeenCalled();
  });
});
