import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { getSessionTenant } from '../../../api/session.ts';
import * as css from './account.css';

// The dialog (Radix) loads when the user asks to switch.
const TenantSwitchDialog = lazy(() => import('./tenant-switch-dialog'));

/**
 * The account layout's tenant box (spec part 1 §2): the current tenant or "Not selected", and a
 * Switch link. Nothing when multi-tenancy is off.
 */
export function TenantBox() {
  const { multiTenancy, currentTenant } = useCurrentAppState();
  const [open, setOpen] = useState(false);
  if (!multiTenancy.isEnabled) return null;
  const name = getSessionTenant()?.name ?? (currentTenant.isAvailable ? currentTenant.name : null);
  return (
    <div className={css.tenantBox}>
      <div>
        <div className={css.tenantLabel}>
          <Trans>Tenant</Trans>
        </div>
        <strong>{name || <Trans>Not selected</Trans>}</strong>
      </div>
      <button type="button" className={css.linkButton} onClick={() => setOpen(true)}>
        <Trans>Switch</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <TenantSwitchDialog initialName={name ?? ''} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
