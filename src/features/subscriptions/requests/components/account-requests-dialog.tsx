import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestDto } from '../../../../api/contract/requests.ts';
import { Button } from '../../../../ui/button';
import { CheckboxField } from '../../../../ui/checkbox-field';
import { Dialog } from '../../../../ui/dialog';
import { Spinner } from '../../../../ui/spinner';
import { useOnline } from '../../../../ui/use-online';
import { accountRequestsQuery } from '../api/request-queries';
import { formatDateTime, TYPE_LABELS } from '../labels';
import { canCancel, canPay, canTick, payableTicked, type SwitchOf } from '../rules';
import { DetailsLink } from './details-link';
import { OfflineNote, PaymentOpened, RequestCard } from './request-card';
import { useCancelRequest, usePayment, usePaymentSwitches } from './use-request-actions';
import * as css from './requests.css';

export interface AccountRequestsDialogProps {
  accountId: string;
  onClose: () => void;
}

/** An account's requests with pay, multi-pay, cancel and details (spec §2 item 9). */
export function AccountRequestsDialog({ accountId, onClose }: AccountRequestsDialogProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const switchOn = usePaymentSwitches();
  const query = useQuery(accountRequestsQuery(accountId, i18n.locale));
  const { pay, paying, url } = usePayment();
  const { cancel, cancelling } = useCancelRequest();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const items = query.data?.items;
  // A refresh may have moved a ticked request on: only what is still payable is sent.
  const selected = items ? payableTicked(items, ticked, switchOn) : [];
  const tick = (id: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const count = selected.length;
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
      <Button
        onClick={() => pay({ ids: selected }, { onSuccess: () => setTicked(new Set()) })}
        disabled={count === 0 || !online}
        loading={paying}
      >
        <Trans>Pay selected ({count})</Trans>
      </Button>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Account requests`}
      size="lg"
      footer={footer}
    >
      {online ? null : <OfflineNote />}
      <PaymentOpened url={url} />
      {items ? (
        items.length === 0 ? (
          <p className={css.detail}>
            <Trans>This account has no requests.</Trans>
          </p>
        ) : (
          <ul className={css.list} aria-label={t`Account requests`}>
            {items.map((request) => (
              <RequestCard key={request.id} request={request}>
                <Actions
                  request={request}
                  accountId={accountId}
                  switchOn={switchOn}
                  online={online}
                  ticked={ticked.has(request.id)}
                  onTick={(on) => tick(request.id, on)}
                  onPay={() => pay({ type: request.type, id: request.id })}
                  paying={paying}
                  onCancel={() => void cancel(request.id)}
                  cancelling={cancelling === request.id}
                />
              </RequestCard>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <div role="alert">
          <p>
            <Trans>The requests could not be loaded.</Trans>
          </p>
          <Button onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Spinner label={t`Loading the requests`} />
      )}
    </Dialog>
  );
}

interface ActionsProps {
  request: RequestDto;
  accountId: string;
  switchOn: SwitchOf;
  online: boolean;
  ticked: boolean;
  onTick: (on: boolean) => void;
  onPay: () => void;
  paying: boolean;
  onCancel: () => void;
  cancelling: boolean;
}

function Actions(props: ActionsProps) {
  const { request, switchOn, online } = props;
  const { t, i18n } = useLingui();
  // Every card has the same buttons: their names say which request they act on.
  const type = i18n._(TYPE_LABELS[request.type]);
  const created = formatDateTime(request.creationTime, i18n.locale);
  const what = t`${type}, ${created}`;
  return (
    <>
      {canTick(request, switchOn) ? (
        <CheckboxField
          label={t`Pay together: ${what}`}
          checked={props.ticked}
          onCheckedChange={props.onTick}
          disabled={!online}
        />
      ) : null}
      {canPay(request, switchOn) ? (
        <Button
          size="sm"
          onClick={props.onPay}
          disabled={!online || props.paying}
          aria-label={t`Pay: ${what}`}
        >
          <Trans>Pay</Trans>
        </Button>
      ) : null}
      {canCancel(request) ? (
        <Button
          size="sm"
          variant="danger"
          onClick={props.onCancel}
          loading={props.cancelling}
          disabled={!online}
          aria-label={t`Cancel request: ${what}`}
        >
          <Trans>Cancel request</Trans>
        </Button>
      ) : null}
      <DetailsLink request={request} accountId={props.accountId} />
    </>
  );
}
