import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FeatureListResult } from '../../../api/contract/features.ts';
import { useRefreshAppState } from '../../../api/app-state';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import { useMediaQuery } from '../../../ui/use-media-query';
import { phone } from '../../../ui/breakpoints';
import { featuresQuery, useFeatureWrites, type FeatureProvider } from './features-api';
import { changedFeatures, inputOf, isOn, setToggle } from './feature-rules';
import { FeatureRow } from './feature-row';
import * as s from './features.styles';

export interface FeatureModalProps extends Partial<FeatureProvider> {
  open: boolean;
  onClose(): void;
}

/**
 * ABP's feature management modal for any provider (host: `T` without a key; a tenant: `T` and
 * its id). Groups on one side, the selected group's features on the other (stacked on a phone).
 */
export function FeatureModal({ open, onClose, providerName, providerKey }: FeatureModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t`Features`} size="lg">
      {!open ? null : providerName ? (
        <FeatureEditor provider={{ providerName, providerKey }} onClose={onClose} />
      ) : (
        <p role="alert" style={s.alert}>
          <Trans>providerName is required.</Trans>
        </p>
      )}
    </Dialog>
  );
}

const valuesOf = (data: FeatureListResult) =>
  Object.fromEntries(
    data.groups.flatMap((g) =>
      g.features.map((f) => [
        f.name,
        inputOf(f) === 'toggle' ? String(isOn(f.value)) : (f.value ?? ''),
      ]),
    ),
  );

function FeatureEditor({ provider, onClose }: { provider: FeatureProvider; onClose(): void }) {
  const { data, isError } = useQuery(featuresQuery(provider));
  if (isError) return null;
  if (!data) return <Spinner />;
  if (data.groups.length === 0) {
    return (
      <p>
        <Trans>There isn&apos;t any available feature.</Trans>
      </p>
    );
  }
  return <FeatureForm data={data} provider={provider} onClose={onClose} />;
}

function FeatureForm({
  data,
  provider,
  onClose,
}: {
  data: FeatureListResult;
  provider: FeatureProvider;
  onClose(): void;
}) {
  const { t } = useLingui();
  const stacked = useMediaQuery(phone);
  // What was loaded, kept to send only what changed; the first group is selected (spec §4).
  const [initial] = useState(() => valuesOf(data));
  const [values, setValues] = useState(initial);
  const [groupName, setGroupName] = useState(data.groups[0]?.name);
  const { save, reset } = useFeatureWrites(provider);
  const refreshAppState = useRefreshAppState();
  const confirm = useConfirm();
  const busy = save.isPending || reset.isPending;

  // The host level is what the whole app reads: refresh app state after it changed.
  const done = async () => {
    if (!provider.providerKey) await refreshAppState();
    onClose();
  };

  const submit = async () => {
    if (busy) return;
    const features = changedFeatures(initial, values);
    if (features.length === 0) return onClose();
    await save.mutateAsync({ features }).then(
      async () => {
        toast.success(t`Saved successfully`);
        await done();
      },
      () => undefined, // the call's toast said why
    );
  };

  const askReset = async () => {
    const yes = await confirm({
      title: t`Are you sure?`,
      message: t`Are you sure to reset to default?`,
      confirmLabel: t`Reset to default`,
    });
    if (!yes) return;
    await reset.mutateAsync().then(
      async () => {
        toast.success(t`Reset to default`);
        await done();
      },
      () => undefined,
    );
  };

  const all = data.groups.flatMap((g) => g.features);
  const group = data.groups.find((g) => g.name === groupName) ?? data.groups[0]!;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      style={s.page}
      aria-busy={busy}
    >
      <div style={s.layout(stacked)}>
        <ul style={s.groups(stacked)} aria-label={t`Feature groups`}>
          {data.groups.map((g) => (
            <li key={g.name}>
              <button
                type="button"
                style={s.group(g.name === group.name)}
                aria-current={g.name === group.name ? 'true' : undefined}
                onClick={() => setGroupName(g.name)}
              >
                {g.displayName}
              </button>
            </li>
          ))}
        </ul>
        <fieldset style={{ ...s.features, border: 0, margin: 0, padding: 0 }} disabled={busy}>
          <legend style={s.title}>{group.displayName}</legend>
          {group.features.map((f) => (
            <FeatureRow
              key={f.name}
              feature={f}
              value={values[f.name] ?? ''}
              providerName={provider.providerName}
              onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
              onToggle={(on) => setValues((v) => setToggle(all, v, f.name, on))}
              onEnter={() => void submit()}
            />
          ))}
        </fieldset>
      </div>
      <div style={s.buttons}>
        <Button variant="secondary" onClick={() => void askReset()} disabled={busy}>
          <Trans>Reset to default</Trans>
        </Button>
        <span style={s.end}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </span>
      </div>
    </form>
  );
}
