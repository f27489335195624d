import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKE_OVER_ATTEMPTS, TAKE_OVER_RETRY_MS, takeOver } from './service-worker-start';

const container = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => vi.useRealTimers());

function waitingWorker() {
  const worker = { postMessage: vi.fn() };
  const registration: { waiting: unknown } = { waiting: worker };
  return {
    worker,
    registration: registration as unknown as ServiceWorkerRegistration,
    set: registration,
  };
}

describe('taking over after "Update now"', () => {
  it('asks the waiting worker again while its activation did not go through, then reloads', () => {
    const { worker, registration, set } = waitingWorker();
    const reload = vi.fn();
    takeOver(registration, reload);
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'SKIP_WAITING' });

    // Chromium dropped the first activation: the worker still waits.
    vi.advanceTimersByTime(TAKE_OVER_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);

    // The second went through: the page changes controller and reloads once; no more asking.
    set.waiting = null;
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(TAKE_OVER_RETRY_MS * 5);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
  });

  it('gives up asking after a bounded number of attempts', () => {
    const { worker, registration } = waitingWorker();
    takeOver(registration, vi.fn());
    vi.advanceTimersByTime(TAKE_OVER_RETRY_MS * (TAKE_OVER_ATTEMPTS + 5));
    expect(worker.postMessage).toHaveBeenCalledTimes(TAKE_OVER_ATTEMPTS);
  });
});
