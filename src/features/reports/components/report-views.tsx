import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { userMessage } from '../../../api/http-error';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { stopsQuery, summaryQuery, tripsQuery, type ReportRange } from '../api/reports';
import { stopColumns, summaryColumns, toSheet, tripColumns, type Column } from '../columns';
import { downloadWorkbook } from '../export';
import { ReportTable } from './report-table';

interface ViewProps {
  accountId: string;
  range: ReportRange;
  enabled: boolean;
  nameOf: (vehicleId: string) => string;
  fromDay: string;
  toDay: string;
}

/** Loading, failure, empty, or the table with its Excel export. */
function ReportView<T>(props: {
  query: UseQueryResult<T[]>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  fileName: string;
  empty: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [exporting, setExporting] = useState(false);
  const { query } = props;
  if (!query.data) {
    if (query.isError) {
      return (
        <p role="alert" className={page.empty}>
          {userMessage(query.error)}
        </p>
      );
    }
    return query.isFetching ? <Spinner label={t`Loading the report`} /> : null;
  }
  if (query.data.length === 0) return <p className={page.empty}>{props.empty}</p>;
  const rows = query.data;
  const exportIt = async () => {
    setExporting(true);
    try {
      await downloadWorkbook(props.fileName, toSheet(props.caption, props.columns, rows, i18n));
    } catch {
      toast.error(t`The workbook could not be made. Check the connection and try again.`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" disabled={exporting} onClick={() => void exportIt()}>
        <Trans>Export to Excel</Trans>
      </Button>
      <ReportTable
        caption={props.caption}
        columns={props.columns}
        rows={rows}
        rowKey={props.rowKey}
      />
    </>
  );
}

const file = (kind: string, who: string, p: ViewProps) =>
  `${kind}-${who}-${p.fromDay}-${p.toDay}.xlsx`.replace(/[^\p{L}\p{N}._-]+/gu, '_');

export function TripsReport(p: ViewProps & { vehicleId: string }) {
  const { t } = useLingui();
  const query = useQuery({
    ...tripsQuery(p.accountId, p.vehicleId, p.range),
    enabled: p.enabled,
    // Another vehicle or range: the last table stays until the new one comes.
    placeholderData: keepPreviousData,
  });
  const name = p.nameOf(p.vehicleId);
  return (
    <ReportView
      query={query}
      caption={t`Trips of ${name}`}
      columns={tripColumns}
      rowKey={(r) => r.startTime}
      fileName={file('trips', name, p)}
      empty={<Trans>No trips in these days.</Trans>}
    />
  );
}

export function StopsReport(p: ViewProps & { vehicleId: string }) {
  const { t } = useLingui();
  const query = useQuery({
    ...stopsQuery(p.accountId, p.vehicleId, p.range),
    enabled: p.enabled,
    // Another vehicle or range: the last table stays until the new one comes.
    placeholderData: keepPreviousData,
  });
  const name = p.nameOf(p.vehicleId);
  return (
    <ReportView
      query={query}
      caption={t`Stops of ${name}`}
      columns={stopColumns}
      rowKey={(r) => r.startTime}
      fileName={file('stops', name, p)}
      empty={<Trans>No stops in these days.</Trans>}
    />
  );
}

export function SummaryReport(p: ViewProps) {
  const { t } = useLingui();
  const query = useQuery({
    ...summaryQuery(p.accountId, p.range),
    enabled: p.enabled,
    // Another vehicle or range: the last table stays until the new one comes.
    placeholderData: keepPreviousData,
  });
  return (
    <ReportView
      query={query}
      caption={t`Fleet summary`}
      columns={summaryColumns(p.nameOf)}
      rowKey={(r) => r.vehicleId}
      fileName={file('summary', 'fleet', p)}
      empty={<Trans>No vehicles to report on.</Trans>}
    />
  );
}
