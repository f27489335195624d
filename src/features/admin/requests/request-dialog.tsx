import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { isPolicyGranted } from '../../../api/app-state';
import { REQUEST_ADVANCE_POLICY } from '../../../api/contract/requests.ts';
import { userMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import { RequestBill } from './request-bill';
import { RequestHistory } from './request-history';
import { managedRequestQuery, useRequestMove } from './requests-api';
import { stageLabel, statusLabel, typeLabel } from './request-texts';
import * as s from './requests.styles';

/** One request for the back office: what it is, its bill and stages, and the next move. */
export function RequestDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { t, i18n } = useLingui();
  const { data: r, error: loadError } = useQuery(managedRequestQuery(id));
  const move = useRequestMove();
  const confirm = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (kind: 'advance' | 'cancel', question: string, done: string) => {
    setProblem(null);
    const yes = await confirm({
      title: t`Are you sure?`,
      message: question,
      confirmLabel: kind === 'advance' ? t`Advance` : t`Cancel request`,
      cancelLabel: t`Back`,
      variant: kind === 'cancel' ? 'danger' : 'primary',
    });
    if (!yes) return;
    await move.mutateAsync({ id, move: kind }).then(
      () => toast.success(done),
      (err: unknown) => setProblem(userMessage(err)),
    );
  };

  // Advancing is its own permission (a manager may only watch and cancel).
  const mayAdvance = isPolicyGranted(
    REQUEST_ADVANCE_POLICY,
    useCurrentAppState().auth.grantedPolicies,
  );
  const next = mayAdvance && r?.nextStage ? i18n._(stageLabel[r.nextStage]) : null;
  const cancellable = r?.status === 'Pending' && (r.stage === 'Review' || r.stage === 'Payment');
  const footer = r ? (
    <div style={s.actions}>
      {next ? (
        <Button
          loading={move.isPending && move.variables?.move === 'advance'}
          disabled={move.isPending}
          onClick={() =>
            void run(
              'advance',
              t`Move this request on to ${next}?`,
              t`The request moved on to ${next}.`,
            )
          }
        >
          <Trans>Advance to {next}</Trans>
        </Button>
      ) : null}
      {cancellable ? (
        <Button
          variant="danger"
          loading={move.isPending && move.variables?.move === 'cancel'}
          disabled={move.isPending}
          onClick={() =>
            void run(
              'cancel',
              t`The request will be cancelled and its owner can no longer pay for it.`,
              t`The request was cancelled.`,
            )
          }
        >
          <Trans>Cancel request</Trans>
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </div>
  ) : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={r ? i18n._(typeLabel[r.type]) : t`Request`}
      size="lg"
      footer={footer}
    >
      {problem ? (
        <p role="alert" style={s.error}>
          {problem}
        </p>
      ) : null}
      {loadError ? (
        <p role="alert" style={s.error}>
          {userMessage(loadError)}
        </p>
      ) : !r ? (
        <Spinner />
      ) : (
        <>
          <dl style={{ ...s.facts, ...s.section }}>
            <dt style={s.term}>
              <Trans>Account</Trans>
            </dt>
            <dd style={s.definition}>
              <bdi>{r.accountName ?? '—'}</bdi>
            </dd>
            <dt style={s.term}>
              <Trans>Requested by</Trans>
            </dt>
            <dd style={s.definition}>
              <bdi>{r.ownerName}</bdi>{' '}
              {r.ownerPhoneNumber ? <span dir="ltr">{r.ownerPhoneNumber}</span> : null}
            </dd>
            <dt style={s.term}>
              <Trans>Stage</Trans>
            </dt>
            <dd style={s.definition} data-testid="request-stage">
              {i18n._(stageLabel[r.stage])}
            </dd>
            <dt style={s.term}>
              <Trans>Status</Trans>
            </dt>
            <dd style={s.definition}>{i18n._(statusLabel[r.status])}</dd>
          </dl>
          <RequestHistory request={r} />
          <RequestBill bill={r.bill} />
        </>
      )}
    </Dialog>
  );
}
