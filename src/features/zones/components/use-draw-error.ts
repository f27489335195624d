import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 2 §9: how long a drawing error stays on screen. */
export const DRAW_ERROR_MS = 2500;

/** A drawing error shown for 2.5 s; a new one restarts the time. */
export function useDrawError(): [string | null, (message: string) => void] {
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((message: string) => {
    clearTimeout(timer.current);
    setError(message);
    timer.current = setTimeout(() => setError(null), DRAW_ERROR_MS);
  }, []);
  return [error, show];
}
