import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestDto } from '../../../../api/contract/requests.ts';
import { formatAmount } from '../../format';
import { formatDateTime, STAGE_LABELS, STATUS_LABELS, TYPE_LABELS } from '../labels';
import * as css from './requests.css';

export interface RequestCardProps {
  request: RequestDto;
  /** The card's actions (details link, pay, cancel, tick for multi-pay). */
  children?: ReactNode;
}

/** One request: type, account, stage, status, creation time and the bill total. */
export function RequestCard({ request, children }: RequestCardProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const amount = request.bill ? formatAmount(request.bill.total, i18n.locale) : null;
  return (
    <li className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.cardTitle}>
        {i18n._(TYPE_LABELS[request.type])}
      </h2>
      <dl className={css.facts}>
        {request.accountName ? (
          <Fact term={<Trans>Account</Trans>}>{request.accountName}</Fact>
        ) : null}
        <Fact term={<Trans>Stage</Trans>}>{i18n._(STAGE_LABELS[request.stage])}</Fact>
        <Fact term={<Trans>Status</Trans>}>{i18n._(STATUS_LABELS[request.status])}</Fact>
        <Fact term={<Trans>Created</Trans>}>
          <time dateTime={request.creationTime}>
            {formatDateTime(request.creationTime, i18n.locale)}
          </time>
        </Fact>
        {amount === null ? null : (
          <Fact term={<Trans>Total</Trans>}>
            <Trans>{amount} SP</Trans>
          </Fact>
        )}
      </dl>
      {children ? <div className={css.actions}>{children}</div> : null}
    </li>
  );
}

export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={css.detail}>{children}</dd>
    </>
  );
}

/** Paying and cancelling are online only (DESIGN: online-only actions say why they are off). */
export function OfflineNote() {
  return (
    <p role="status" className={css.note}>
      <Trans>You are offline. Paying and cancelling requests need a connection.</Trans>
    </p>
  );
}

/** After a payment started: a plain link, in case the browser blocked the new tab. */
export function PaymentOpened({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <p role="status" className={css.note}>
      <Trans>
        The payment page opened in a new tab.{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the payment page
        </a>{' '}
        if it did not.
      </Trans>
    </p>
  );
}
