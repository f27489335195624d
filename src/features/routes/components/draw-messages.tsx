import { useCallback, useState } from 'react';
import { t } from '@lingui/core/macro';
import * as css from './routes.css';

/**
 * The spec's drawing texts (part 2 §8), word for word in English; messages.test.ts holds them
 * to the contract's ROUTE_MESSAGES, which the server answers with.
 */
export const drawMessages = {
  lineTooShort: () => t`Please draw a route line with at least 2 points before adding stop points.`,
  stopPointTooFar: () => t`Stop point must be within 30 meters of the route line.`,
  onlyOnePoint: () => t`you Can Only Add One Point`,
};

interface Said {
  text: string;
  /** Counts the times said, so the same text said twice is announced twice. */
  n: number;
}

/** The latest drawing problem; cleared by the next step that works. */
export function useDrawMessage() {
  const [said, setSaid] = useState<Said | null>(null);
  const say = useCallback((text: string) => setSaid((s) => ({ text, n: (s?.n ?? 0) + 1 })), []);
  const clear = useCallback(() => setSaid(null), []);
  return { said, say, clear };
}

/**
 * Shown beside the map rather than as a toast: on a phone a toast would cover the map the user
 * is tapping, and the message is about that tap.
 */
export function DrawMessage({ said }: { said: Said | null }) {
  return (
    <div role="alert">
      {said ? (
        <p key={said.n} className={css.message}>
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
