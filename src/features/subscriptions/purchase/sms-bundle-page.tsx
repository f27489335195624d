import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { formatCount } from '../format';
import type { AccountState } from './api/queries';
import { smsBundlesQuery } from './api/queries';
import { useBundleLabel } from './use-bundle-label';
import { PurchasePage } from './purchase-page';
import { useAccountPurchase } from './use-account-purchase';
import { useSessionState } from './use-session-state';
import * as css from './purchase.css';

export interface AccountScreenProps {
  accountId: string;
  prepare: (id: string) => Promise<unknown>;
  online: boolean;
  languageMenu?: ReactNode;
}

/** /track-accounts/sms-bundle-renewal/{id} (spec part 1 §2 item 3). */
export function SmsBundleRenewalPage(props: AccountScreenProps) {
  const { t } = useLingui();
  return (
    <PurchasePage {...props} title={t`SMS bundle`}>
      {(state) => <SmsBundleForm {...props} state={state} />}
    </PurchasePage>
  );
}

function SmsBundleForm({ accountId, online, state }: AccountScreenProps & { state: AccountState }) {
  const { t, i18n } = useLingui();
  const bundleLabel = useBundleLabel();
  const bundles = useQuery(smsBundlesQuery(i18n.locale));
  const [form, update, clear] = useSessionState(`smsBundleDraft:${accountId}`, {
    smsBundleId: '',
  });
  const flow = useAccountPurchase('SmsBundleRenewalRequest', accountId, {
    body: () => ({ smsBundleId: form.smsBundleId }),
    pay: true,
    onCreated: clear,
  });
  const options = (bundles.data?.items ?? []).map((b) => ({
    value: b.id,
    label: bundleLabel(b, i18n.locale),
  }));
  const count = formatCount(state.subscription.smsBundleCount, i18n.locale);
  return (
    <form
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        void flow.start();
      }}
    >
      <p className={css.fact}>
        <Trans>Current SMS bundle count: {count}</Trans>
      </p>
      <SelectField
        label={t`SMS bundle`}
        placeholder={bundles.isPending ? t`Loading…` : t`Choose a bundle`}
        options={options}
        required
        value={form.smsBundleId}
        onChange={(event) => update({ smsBundleId: event.target.value })}
      />
      <div className={css.actions}>
        <Button type="submit" disabled={!form.smsBundleId || !online} loading={flow.busy}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
      {flow.dialog}
    </form>
  );
}
