import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TENANT_FEATURE_PROVIDER } from '../../../api/contract/features.ts';
import { PERMISSIONS } from '../../../api/contract/permission-names.ts';
import { useCurrentAppState, useRuntimeConfig } from '../../../api/app-context';
import { isPolicyGranted } from '../../../api/app-state';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { Tabs, type TabItem } from '../../../ui/tabs';
import { FeatureModal } from './feature-modal';
import * as s from './features.styles';

// The GoTrack settings form, its checks and its record of changes: loaded when its tab shows.
const GoTrackSettings = lazy(() =>
  import('../settings/gotrack-settings').then((m) => ({ default: m.GoTrackSettings })),
);

export type SettingsTab = 'gotrack' | 'features';

/**
 * ABP's setting-management area: one tab per group the administrator may manage — the GoTrack
 * settings (GoTrack.SettingManagement) and "Feature management", whose button opens the modal
 * for the host level (providerName T, no key — abp-conventions §5). `tab` is the one opened first.
 */
export function SettingsPage({ tab = 'gotrack' }: { tab?: SettingsTab }) {
  const { t } = useLingui();
  const granted = useCurrentAppState().auth.grantedPolicies;
  const { appName } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const tabs: (TabItem & { key: SettingsTab })[] = [];
  if (isPolicyGranted(PERMISSIONS.settingManagement, granted)) {
    tabs.push({
      key: 'gotrack',
      // The product's own settings, named as the product is (APP_NAME).
      label: appName,
      content: (
        <Suspense fallback={<Spinner />}>
          <GoTrackSettings />
        </Suspense>
      ),
    });
  }
  if (isPolicyGranted(PERMISSIONS.manageHostFeatures, granted)) {
    tabs.push({
      key: 'features',
      label: t`Feature management`,
      content: (
        <div style={{ ...s.features, paddingBlock: '1rem' }}>
          <p style={{ margin: 0 }}>
            <Trans>
              Switch product features on or off for the host and as the default of every tenant.
            </Trans>
          </p>
          <div>
            <Button onClick={() => setOpen(true)}>
              <Trans>Manage host features</Trans>
            </Button>
          </div>
        </div>
      ),
    });
  }
  const first = Math.max(
    0,
    tabs.findIndex((item) => item.key === tab),
  );
  return (
    <section style={s.page}>
      <h1 style={s.title}>
        <Trans>Settings</Trans>
      </h1>
      <Tabs tabs={tabs} defaultIndex={first} />
      <FeatureModal
        open={open}
        onClose={() => setOpen(false)}
        providerName={TENANT_FEATURE_PROVIDER}
      />
    </section>
  );
}
