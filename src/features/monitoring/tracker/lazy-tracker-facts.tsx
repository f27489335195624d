import { lazy, Suspense } from 'react';
import type { TrackerAttributes } from '../../../api/contract/monitoring.ts';

// Loaded with its texts the first time a vehicle whose tracker sent figures is shown: most send
// none (phones, the demo's simulated fleet), and the map route has no bytes to spare.
const Facts = lazy(() =>
  import('./tracker-facts').then(async (m) => {
    await m.loadTrackerTexts();
    return { default: m.TrackerFacts };
  }),
);

export function LazyTrackerFacts({ attributes }: { attributes: TrackerAttributes }) {
  return (
    <Suspense fallback={null}>
      <Facts attributes={attributes} />
    </Suspense>
  );
}
