import { useEffect, useState } from 'react';

/**
 * A hook giving a module loaded on first use (null until it has arrived), shared by every
 * component that asks. Drawing and shape code loads only on the screens that draw.
 */
export function lazyModule<T>(load: () => Promise<T>): () => T | null {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return function useLazyModule() {
    const [module, setModule] = useState<T | null>(loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      loading ??= load().catch((error: unknown) => {
        // Offline before the chunk was ever cached: a later screen may try again.
        loading = null;
        throw error;
      });
      loading.then(
        (m) => {
          loaded = m;
          if (live) setModule(m);
        },
        (error: unknown) => console.error('map module failed to load', error),
      );
      return () => {
        live = false;
      };
    }, [module]);
    return module;
  };
}
