import { useCallback, useState } from 'react';

const store = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Blocked storage (privacy settings): the form then lives in memory only.
    return null;
  }
};

function read<T>(key: string, initial: T): T {
  try {
    const raw = store()?.getItem(key);
    return raw ? { ...initial, ...(JSON.parse(raw) as T) } : initial;
  } catch {
    return initial;
  }
}

/**
 * Form state kept in sessionStorage under `key`: a reload, a trip to /plans or a dropped
 * connection mid-purchase loses nothing. `clear` forgets it once the request exists.
 */
export function useSessionState<T extends object>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => read(key, initial));
  const update = useCallback(
    (patch: Partial<T>) =>
      setValue((prev) => {
        const next = { ...prev, ...patch };
        store()?.setItem(key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => store()?.removeItem(key), [key]);
  return [value, update, clear] as const;
}
