import { useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  FEATURES,
  isFeatureOn,
  type AccountFeature,
} from '../../../api/contract/track-accounts.ts';
import { Tabs, type TabItem } from '../../../ui/tabs';
import * as page from '../../../ui/page.css';
import { ZonesTab } from './zones-tab';

const ALERT_FEATURES = [
  FEATURES.exceedingSpeedAlert,
  FEATURES.jobTimeAlert,
  FEATURES.exitingRouteAlert,
  FEATURES.enteringZoneAlert,
  FEATURES.exitingZoneAlert,
];
/** The URL fragment of the zones tab, so coming back from "Add geo zone" lands on it. */
export const ZONES_TAB = 'geo-zones';

/**
 * /main/alerts (spec part 2 §2 "Alerts area"): a tab of saved alerts when any alert feature is
 * on, a tab of geographic areas when GoTrack.GeographicAreaManagement is. `alertsTab` is the
 * saved alerts' content; without it the tab says the spec's empty-tab text.
 */
export function AlertsPage(props: {
  accountId: string;
  features: readonly AccountFeature[];
  alertsTab?: ReactNode;
}) {
  const { t } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tabs: (TabItem & { key: string })[] = [];
  if (ALERT_FEATURES.some((f) => isFeatureOn(props.features, f))) {
    tabs.push({ key: 'alerts', label: t`Alerts`, content: props.alertsTab });
  }
  if (isFeatureOn(props.features, FEATURES.geographicAreaManagement)) {
    tabs.push({
      key: ZONES_TAB,
      label: t`Geographic areas`,
      content: <ZonesTab accountId={props.accountId} />,
    });
  }
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === hash),
  );
  return (
    <section className={page.screen} aria-labelledby="alerts-title">
      <h1 id="alerts-title" className={page.screenTitle}>
        {t`Alerts and zones`}
      </h1>
      <Tabs
        description={t`Choose what to manage`}
        tabs={tabs}
        index={index}
        onChange={(i) => void navigate({ to: '.', hash: tabs[i]?.key, replace: true })}
      />
    </section>
  );
}
