import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TENANT_FEATURE_PROVIDER } from '../../../api/contract/features.ts';
import { Button } from '../../../ui/button';
import { Tabs } from '../../../ui/tabs';
import { FeatureModal } from './feature-modal';
import * as s from './features.styles';

/**
 * Settings with ABP's "Feature management" tab: its button opens the modal for the host level
 * (providerName T, no key — abp-conventions §5).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <section style={s.page}>
      <h1 style={s.title}>
        <Trans>Settings</Trans>
      </h1>
      <Tabs
        tabs={[
          {
            label: t`Feature management`,
            content: (
              <div style={{ ...s.features, paddingBlock: '1rem' }}>
                <p style={{ margin: 0 }}>
                  <Trans>
                    Switch product features on or off for the host and as the default of every
                    tenant.
                  </Trans>
                </p>
                <div>
                  <Button onClick={() => setOpen(true)}>
                    <Trans>Manage host features</Trans>
                  </Button>
                </div>
              </div>
            ),
          },
        ]}
      />
      <FeatureModal
        open={open}
        onClose={() => setOpen(false)}
        providerName={TENANT_FEATURE_PROVIDER}
      />
    </section>
  );
}
