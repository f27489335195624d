import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EDITABLE_SETTINGS,
  SETTING_HISTORY_RETENTION,
  type SettingChange,
} from '../../../api/contract/setting-management.ts';
import { Pager } from '../../../ui/pager';
import { Spinner } from '../../../ui/spinner';
import { RETENTION_LABELS, SETTING_LABELS, VALUE_WORDS } from './setting-texts';
import { CHANGES_PER_PAGE, settingChangesQuery } from './settings-api';
import * as s from './settings.styles';

/** Who changed which setting when, from what to what: newest first, a page at a time. */
export function SettingChanges() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(0);
  const { data } = useQuery(settingChangesQuery(page));

  const valueText = (name: string, value: string | null) => {
    if (value === null) return i18n._(VALUE_WORDS.none);
    if (value === '') return i18n._(VALUE_WORDS.empty);
    if (EDITABLE_SETTINGS.get(name) === 'switch') {
      return i18n._(value === 'True' ? VALUE_WORDS.on : VALUE_WORDS.off);
    }
    const retention = name === SETTING_HISTORY_RETENTION ? RETENTION_LABELS[value] : undefined;
    return retention ? i18n._(retention) : value;
  };
  const label = (name: string) => {
    const known = SETTING_LABELS[name];
    return known ? i18n._(known) : name;
  };
  const row = (c: SettingChange) => (
    <tr key={c.id}>
      <td style={s.cell}>{i18n.date(c.changedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
      <td style={s.cell}>
        <bdi>{c.userName ?? t`(deleted user)`}</bdi>
      </td>
      <td style={s.cell}>{label(c.name)}</td>
      <td style={s.cell}>
        <bdi>{valueText(c.name, c.oldValue)}</bdi>
      </td>
      <td style={s.cell}>
        <bdi>{valueText(c.name, c.newValue)}</bdi>
      </td>
    </tr>
  );

  return (
    <section style={s.section} aria-labelledby="settings-changes">
      <h2 id="settings-changes" style={s.heading}>
        <Trans>Changes</Trans>
      </h2>
      {!data ? (
        <Spinner />
      ) : data.totalCount === 0 ? (
        <p style={s.note}>
          <Trans>No setting has been changed here yet.</Trans>
        </p>
      ) : (
        <>
          <div style={s.tableBox}>
            <table style={s.table} aria-labelledby="settings-changes">
              <thead>
                <tr>
                  <th style={s.cell}>{t`When`}</th>
                  <th style={s.cell}>{t`Who`}</th>
                  <th style={s.cell}>{t`Setting`}</th>
                  <th style={s.cell}>{t`Before`}</th>
                  <th style={s.cell}>{t`After`}</th>
                </tr>
              </thead>
              <tbody>{data.items.map(row)}</tbody>
            </table>
          </div>
          <Pager
            page={page}
            pages={Math.ceil(data.totalCount / CHANGES_PER_PAGE)}
            onPage={setPage}
            label={t`Pages of changes`}
          />
        </>
      )}
    </section>
  );
}
