import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plateName } from '../../../i18n/plate-sub-classes';
import { Tabs } from '../../../ui/tabs';
import { OfflineSince } from '../../../ui/offline-since';
import { useOnline } from '../../../ui/use-online';
import * as page from '../../../ui/page.css';
import { reportVehiclesQuery } from '../api/reports';
import { ReportControls } from './report-controls';
import { dayOf, dayRange } from './report-range';
import { StopsReport, SummaryReport, TripsReport } from './report-views';

/**
 * /main/report (issue 18 "Reports"): trips and stops of one vehicle, and the fleet summary, over
 * up to seven days, each exportable to Excel.
 */
export function ReportsPage({ accountId }: { accountId: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const vehicles = useQuery(reportVehiclesQuery(accountId));
  const today = dayOf(new Date());
  const [tab, setTab] = useState(0);
  const [vehicleId, setVehicleId] = useState('');
  const [fromDay, setFromDay] = useState(today);
  const [toDay, setToDay] = useState(today);
  const { range, problem } = dayRange(fromDay, toDay);
  const list = vehicles.data ?? [];
  const chosen = vehicleId || list[0]?.id || '';
  const nameOf = (id: string) => {
    const v = list.find((x) => x.id === id);
    return v ? plateName(v, (d) => i18n._(d)) : id;
  };
  const ready = problem === null && (tab === 2 || chosen !== '');
  const props = { accountId, range, enabled: ready, nameOf, fromDay, toDay };
  return (
    <section className={page.screen} aria-labelledby="report-title">
      <h1 id="report-title" className={page.screenTitle}>
        <Trans>Reports</Trans>
      </h1>
      {!online ? <OfflineSince updatedAt={vehicles.dataUpdatedAt} /> : null}
      <ReportControls
        vehicles={tab === 2 ? null : list.map((v) => ({ value: v.id, label: nameOf(v.id) }))}
        vehicleId={chosen}
        onVehicle={setVehicleId}
        fromDay={fromDay}
        toDay={toDay}
        maxDay={today}
        onFrom={setFromDay}
        onTo={setToDay}
        problem={problem}
      />
      <Tabs
        description={t`Report`}
        index={tab}
        onChange={setTab}
        tabs={[
          { label: t`Trips`, content: <TripsReport {...props} vehicleId={chosen} /> },
          { label: t`Stops`, content: <StopsReport {...props} vehicleId={chosen} /> },
          { label: t`Summary`, content: <SummaryReport {...props} /> },
        ]}
      />
    </section>
  );
}
