import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toast } from './toast-store';

// Radix toast loads with the first toast, not with the first screen; once loaded it stays mounted
// so later toasts animate in without a wait.
const ToasterView = lazy(() => import('./toaster-view'));
let used = false;
const hasEverToasted = () => (used ||= toast.getAll().length > 0);

/** Mount once at the root. Renders the toasts raised through `toast.*`. */
export function Toaster() {
  const show = useSyncExternalStore(toast.subscribe, hasEverToasted, hasEverToasted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
