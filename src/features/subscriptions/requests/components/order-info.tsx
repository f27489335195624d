import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestDto } from '../../../../api/contract/requests.ts';
import { VehicleList } from '../../components/vehicle-list';
import { formatAmount, formatCount } from '../../format';
import { smsBundleQuery } from '../api/request-queries';
import { formatDateTime, STAGE_LABELS, STATUS_LABELS, TYPE_LABELS } from '../labels';
import { Fact } from './request-card';
import * as css from './requests.css';

/** "Order information" of the request view (spec §2 item 6): the fields of the request. */
export function OrderInfo({ request: r }: { request: RequestDto }) {
  const { t, i18n } = useLingui();
  const count = (n: number) => formatCount(n, i18n.locale);
  const address = r.companyAddress
    ? `${r.companyAddress.governorateDisplayName}, ${r.companyAddress.cityDisplayName}`
    : null;
  const amount = r.bill ? formatAmount(r.bill.total, i18n.locale) : null;
  return (
    <>
      <section className={css.section} aria-labelledby="order-info">
        <h2 id="order-info" className={css.sectionTitle}>
          <Trans>Order information</Trans>
        </h2>
        <dl className={css.facts}>
          <Fact term={<Trans>Request</Trans>}>{i18n._(TYPE_LABELS[r.type])}</Fact>
          {r.accountName ? <Fact term={<Trans>Account</Trans>}>{r.accountName}</Fact> : null}
          <Fact term={<Trans>Stage</Trans>}>{i18n._(STAGE_LABELS[r.stage])}</Fact>
          <Fact term={<Trans>Status</Trans>}>{i18n._(STATUS_LABELS[r.status])}</Fact>
          <Fact term={<Trans>Created</Trans>}>{formatDateTime(r.creationTime, i18n.locale)}</Fact>
          {r.subscriptionPlanLocalizedName ? (
            <Fact term={<Trans>Plan</Trans>}>{r.subscriptionPlanLocalizedName}</Fact>
          ) : null}
          {r.subscriptionDurationInMonths === null ? null : (
            <Fact term={<Trans>Duration (months)</Trans>}>
              {count(r.subscriptionDurationInMonths)}
            </Fact>
          )}
          {r.smsBundleId ? (
            <Fact term={<Trans>SMS bundle</Trans>}>
              <BundleName id={r.smsBundleId} />
            </Fact>
          ) : null}
          {r.userCount === null ? null : (
            <Fact term={<Trans>User count</Trans>}>{count(r.userCount)}</Fact>
          )}
          {r.companyName ? <Fact term={<Trans>Company</Trans>}>{r.companyName}</Fact> : null}
          {address ? <Fact term={<Trans>Address</Trans>}>{address}</Fact> : null}
          {r.trackerInstallationLocation ? (
            <Fact term={<Trans>Tracker installation</Trans>}>{r.trackerInstallationLocation}</Fact>
          ) : null}
          {r.newTrackVehiclesCount === null ? null : (
            <Fact term={<Trans>New vehicles</Trans>}>{count(r.newTrackVehiclesCount)}</Fact>
          )}
          {r.removeTrackVehiclesCount === null ? null : (
            <Fact term={<Trans>Removed vehicles</Trans>}>{count(r.removeTrackVehiclesCount)}</Fact>
          )}
          {amount === null ? null : (
            <Fact term={<Trans>Total</Trans>}>
              <Trans>{amount} SP</Trans>
            </Fact>
          )}
        </dl>
      </section>
      {r.requestNotes.length > 0 ? (
        <section className={css.section} aria-labelledby="request-notes">
          <h2 id="request-notes" className={css.sectionTitle}>
            <Trans>Notes</Trans>
          </h2>
          <ul className={css.plainList}>
            {r.requestNotes.map((n, i) => (
              <li key={i}>{n.note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.trackVehicles.length > 0 ? (
        <section className={css.section} aria-labelledby="request-vehicles">
          <h2 id="request-vehicles" className={css.sectionTitle}>
            <Trans>Vehicles</Trans>
          </h2>
          <VehicleList vehicles={r.trackVehicles} label={t`Vehicles of the request`} />
        </section>
      ) : null}
    </>
  );
}

function BundleName({ id }: { id: string }) {
  const { i18n } = useLingui();
  const query = useQuery(smsBundleQuery(id, i18n.locale));
  if (!query.data) return <Trans>Loading…</Trans>;
  const name = query.data.name;
  const messages = formatCount(query.data.messagesCount, i18n.locale);
  return (
    <Trans>
      {name} ({messages} messages)
    </Trans>
  );
}
