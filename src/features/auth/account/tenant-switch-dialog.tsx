import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, defaultErrorMessage } from '../../../api/http-error.ts';
import { setSessionTenant } from '../../../api/session.ts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { findTenant } from '../api/find-tenant';
import { refreshAppState } from '../auth-context';
import * as css from './account.css';

/**
 * Tenant switching (spec part 1 §4): an empty name clears the tenant; otherwise the tenant is
 * looked up by name and, when found, becomes the session tenant; app state is refreshed.
 */
export default function TenantSwitchDialog(props: { initialName: string; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(props.initialName);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    setBusy(true);
    try {
      if (!name) setSessionTenant(null);
      else {
        const found = await findTenant(name);
        if (!found.success || !found.tenantId || !found.isActive) {
          toast.error(t`Given tenant is not available: ${name}`, { title: t`Error` });
          return;
        }
        setSessionTenant({ id: found.tenantId, name: found.name ?? name, isAvailable: true });
      }
      await refreshAppState(queryClient);
      props.onClose();
    } catch (error) {
      const offline = error instanceof HttpError && error.status === 0;
      toast.error(offline ? defaultErrorMessage(0) : t`Given tenant is not available: ${name}`, {
        title: t`Error`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t`Switch tenant`}
      size="sm"
    >
      <form noValidate onSubmit={(e) => void save(e)}>
        <TextField
          label={t`Name`}
          name="tenantName"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          hint={t`Leave the name empty to switch to the host.`}
        />
        <div className={css.footer}>
          <Button variant="secondary" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
