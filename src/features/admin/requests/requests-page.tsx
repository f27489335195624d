import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedRequestDto } from '../../../api/contract/requests-admin.ts';
import { REQUEST_TYPES, type RequestType } from '../../../api/contract/requests.ts';
import { Button } from '../../../ui/button';
import { DataGrid, useGridState, type GridColumn } from '../grid/data-grid';
import * as gs from '../grid/grid.styles';
import { allRequestsQuery } from './requests-api';
import { RequestDialog } from './request-dialog';
import { stageFilter, STAGE_FILTERS, type StageFilter } from './stage-filter';
import { stageLabel, statusLabel, typeLabel } from './request-texts';
import * as s from './requests.styles';

/** /back-office/requests: every account's requests, filtered by stage and type, newest first. */
export function BackOfficeRequestsPage() {
  const { t, i18n } = useLingui();
  const stageId = useId();
  const typeId = useId();
  const grid = useGridState('creationTime desc');
  const [stage, setStage] = useState<StageFilter>('all');
  const [type, setType] = useState<RequestType | ''>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const query = {
    skipCount: grid.params.skipCount,
    maxResultCount: grid.params.maxResultCount,
    ...(grid.sorting ? { sorting: grid.sorting } : {}),
    ...stageFilter(stage),
    ...(type ? { types: [type] } : {}),
  };
  const { data, isFetching } = useQuery(allRequestsQuery(query));
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: GridColumn<ManagedRequestDto>[] = [
    {
      id: 'created',
      header: t`Created`,
      cell: (r) => date(r.creationTime),
      sortField: 'creationTime',
    },
    { id: 'type', header: t`Type`, cell: (r) => i18n._(typeLabel[r.type]), sortField: 'type' },
    {
      id: 'account',
      header: t`Account`,
      cell: (r) => (r.accountName ? <bdi>{r.accountName}</bdi> : <span style={gs.muted}>—</span>),
    },
    {
      id: 'owner',
      header: t`Requested by`,
      cell: (r) => (
        <>
          <bdi>{r.ownerName}</bdi>
          {r.ownerPhoneNumber ? (
            <span style={s.phone} dir="ltr">
              {r.ownerPhoneNumber}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'stage',
      header: t`Stage`,
      cell: (r) => i18n._(stageLabel[r.stage]),
      sortField: 'stage',
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (r) => i18n._(statusLabel[r.status]),
      sortField: 'status',
    },
  ];

  return (
    <section style={s.page}>
      <h1 style={s.title}>
        <Trans>Requests</Trans>
      </h1>
      <div style={gs.inlineRow}>
        <label htmlFor={stageId} style={gs.muted}>
          <Trans>Stage</Trans>
        </label>
        <select
          id={stageId}
          style={gs.select}
          value={stage}
          onChange={(e) => {
            setStage(e.target.value as StageFilter);
            grid.setPage(0);
          }}
        >
          {STAGE_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {i18n._(f.label)}
            </option>
          ))}
        </select>
        <label htmlFor={typeId} style={gs.muted}>
          <Trans>Type</Trans>
        </label>
        <select
          id={typeId}
          style={gs.select}
          value={type}
          onChange={(e) => {
            setType(e.target.value as RequestType | '');
            grid.setPage(0);
          }}
        >
          <option value="">{t`All types`}</option>
          {REQUEST_TYPES.map((value) => (
            <option key={value} value={value}>
              {i18n._(typeLabel[value])}
            </option>
          ))}
        </select>
      </div>
      <DataGrid
        caption={t`Requests`}
        rows={data?.items}
        columns={columns}
        rowKey={(r) => r.id}
        totalCount={data?.totalCount ?? 0}
        page={grid.page}
        pageSize={grid.pageSize}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
        sorting={grid.sorting}
        onSort={grid.setSorting}
        loading={isFetching}
        empty={t`No requests match these filters.`}
        actions={(r) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t`Open the request of ${r.ownerName}, ${date(r.creationTime)}`}
            onClick={() => setOpenId(r.id)}
          >
            <Trans>Open</Trans>
          </Button>
        )}
      />
      {openId ? <RequestDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
