import type { ReactNode } from 'react';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { FeatureGate } from './feature-gate';
import * as css from './main.css';

/** The /main index: the live map (`children`), or the no-access message (spec part 2 §2). */
export function MainHome({ accountId, children }: { accountId: string; children: ReactNode }) {
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.liveMonitoring]}>
      {() => <div className={css.slot}>{children}</div>}
    </FeatureGate>
  );
}
