import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestDto, RequestType } from '../../../../api/contract/requests.ts';
import { Button } from '../../../../ui/button';
import { Spinner } from '../../../../ui/spinner';
import { PriceOfferDialog } from '../../components/price-offer-dialog';
import { requestBillQuery, requestQuery } from '../api/request-queries';
import { awaitsOfflinePayment, canCancel, canPay } from '../rules';
import { OrderInfo } from './order-info';
import { RenewLists } from './renew-lists';
import { OfflineNote, PaymentOpened } from './request-card';
import { useCancelRequest, usePayment, usePaymentSwitches } from './use-request-actions';
import * as subCss from '../../components/subscriptions.css';
import * as css from './requests.css';
import { SkipLink } from '../../../../ui/skip-link';

export interface RequestDetailsPageProps {
  type: RequestType;
  id: string;
  online: boolean;
  /** Where "back" (and a cancelled request) leads: the user's list, or an account's dialog. */
  accountId?: string;
  languageMenu?: ReactNode;
}

/** The request view (spec §2 items 6 and 7). */
export function RequestDetailsPage({
  type,
  id,
  online,
  accountId,
  languageMenu,
}: RequestDetailsPageProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(requestQuery(type, id, i18n.locale));
  const navigate = useNavigate();
  const back = () =>
    accountId
      ? navigate({ to: '/track-accounts/requests/$id', params: { id: accountId } })
      : navigate({ to: '/subscription-requests' });
  return (
    <div className={subCss.page}>
      <SkipLink />
      <header className={subCss.header}>
        {accountId ? (
          <Link
            to="/track-accounts/requests/$id"
            params={{ id: accountId }}
            className={subCss.link}
          >
            <Trans>Back to the account's requests</Trans>
          </Link>
        ) : (
          <Link to="/subscription-requests" className={subCss.link}>
            <Trans>Back to my requests</Trans>
          </Link>
        )}
        <h1 className={subCss.title}>
          <Trans>Request details</Trans>
        </h1>
        {languageMenu}
      </header>
      <main id="main" className={subCss.content}>
        {query.data ? (
          <Details request={query.data} online={online} onCancelled={() => void back()} />
        ) : query.isError ? (
          <div role="alert" className={subCss.empty}>
            <p>
              <Trans>The request could not be loaded.</Trans>
            </p>
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <Spinner size="lg" label={t`Loading the request`} />
        )}
      </main>
    </div>
  );
}

interface DetailsProps {
  request: RequestDto;
  online: boolean;
  onCancelled: () => void;
}

function Details({ request, online, onCancelled }: DetailsProps) {
  const switchOn = usePaymentSwitches();
  const { pay, paying, url } = usePayment();
  const { cancel, cancelling } = useCancelRequest(onCancelled);
  const [offerOpen, setOfferOpen] = useState(false);
  // Requests made before bills existed come without one: ask for it when the offer opens.
  const billQuery = useQuery({
    ...requestBillQuery(request.id),
    enabled: offerOpen && !request.bill,
  });
  const payable = canPay(request, switchOn);
  const cancellable = canCancel(request);
  return (
    <>
      {!online && (payable || cancellable) ? <OfflineNote /> : null}
      <PaymentOpened url={url} />
      <OrderInfo request={request} />
      {awaitsOfflinePayment(request, switchOn) ? (
        <p role="status" className={css.note}>
          <Trans>Online payment is not available for this request type.</Trans>
        </p>
      ) : null}
      <div className={css.actions}>
        <Button variant="secondary" onClick={() => setOfferOpen(true)}>
          <Trans>Price offer</Trans>
        </Button>
        {payable ? (
          <Button
            onClick={() => pay({ type: request.type, id: request.id })}
            loading={paying}
            disabled={!online}
          >
            <Trans>Make payment</Trans>
          </Button>
        ) : null}
        {cancellable ? (
          <Button
            variant="danger"
            onClick={() => void cancel(request.id)}
            loading={cancelling === request.id}
            disabled={!online}
          >
            <Trans>Cancel request</Trans>
          </Button>
        ) : null}
        {request.type === 'RenewSubscription' ? <RenewLists requestId={request.id} /> : null}
      </div>
      <PriceOfferDialog
        open={offerOpen}
        bill={request.bill ?? billQuery.data}
        readOnly
        onConfirm={() => setOfferOpen(false)}
        onCancel={() => setOfferOpen(false)}
      />
    </>
  );
}
