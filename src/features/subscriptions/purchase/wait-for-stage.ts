import type { RequestStage } from '../../../api/contract/requests.ts';

export interface WaitOptions {
  /** Total wait: the demo back office needs ~3 s to move Review → Payment (spec §4). */
  timeoutMs?: number;
  intervalMs?: number;
  /** Stops early (the user left the screen or started another run). */
  cancelled?: () => boolean;
}

/**
 * Polls the request until it leaves stage Review. Resolves with the stage reached, or null when
 * it is still in Review after the timeout (or the wait was cancelled). Failed polls are retried:
 * a blip of the connection must not end the purchase.
 */
export async function waitForStage(
  getStage: () => Promise<RequestStage>,
  { timeoutMs = 15_000, intervalMs = 1_000, cancelled = () => false }: WaitOptions = {},
): Promise<RequestStage | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (cancelled()) return null;
    const stage = await getStage().catch(() => 'Review' as const);
    if (stage !== 'Review') return stage;
    if (Date.now() + intervalMs > deadline || cancelled()) return null;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
