import { lazy } from 'react';

/**
 * The card's tracker figures, loaded with their texts the first time a vehicle whose tracker
 * sent some is shown: most send none (phones, the demo's simulated fleet), and the map route has
 * no bytes to spare. Render it inside a Suspense boundary of its own.
 */
export const TrackerFacts = lazy(() =>
  import('./tracker-facts').then(async (m) => {
    await m.loadTrackerTexts();
    return { default: m.TrackerFacts };
  }),
);
