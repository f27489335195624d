import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadCatalog } from '../../../i18n/i18n';
import { updateStore } from '../update-store';

// Most starts offer no update: the banner's code is not on the first screen.
const UpdatePromptView = lazy(() =>
  Promise.all([import('./update-prompt-view'), loadCatalog('rare').catch(() => undefined)]).then(
    ([view]) => view,
  ),
);

/**
 * A new service worker waits until the user agrees: taking over mid-task could reload a page
 * with unsaved input, so the user chooses when.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptView apply={apply} />
    </Suspense>
  );
}
