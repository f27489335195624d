import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '../../../ui/shared.css';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { FeatureGate } from './feature-gate';
import * as css from './main.css';

/** The /main index: the live map (`children`), or the no-access message (spec part 2 §2). */
export function MainHome({ accountId, children }: { accountId: string; children: ReactNode }) {
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.liveMonitoring]}>
      {() => (
        <div className={css.slot}>
          {/* The map has no visible title; the heading names the screen for focus on arrival
              and for screen-reader heading navigation. */}
          <h1 className={visuallyHidden}>
            <Trans>Live map</Trans>
          </h1>
          {children}
        </div>
      )}
    </FeatureGate>
  );
}
