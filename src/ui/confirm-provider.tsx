import { createContext, lazy, Suspense, use, useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

// The dialog (Radix) loads when the first question is asked, not with the first screen.
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Mount once near the root; `useConfirm()` then works anywhere below it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        // A newer question replaces an unanswered one, which counts as declined.
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
        setOpen(true);
      }),
    [],
  );

  return (
    <ConfirmContext value={confirm}>
      {children}
      {/* Options are kept after closing so the text does not vanish during the exit animation. */}
      {options ? (
        <Suspense fallback={null}>
          <ConfirmDialog {...options} open={open} onResult={settle} />
        </Suspense>
      ) : null}
    </ConfirmContext>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title, message })) …` */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
