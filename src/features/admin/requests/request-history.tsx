import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedRequestDto } from '../../../api/contract/requests-admin.ts';
import { STAGES, stageLabel, statusLabel } from './request-texts';
import * as s from './requests.styles';

/**
 * The way of a request through its stages, as far as the server keeps it: the stages passed, the
 * one it is in, when it was made and last moved, and the back office's notes.
 */
export function RequestHistory({ request: r }: { request: ManagedRequestDto }) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  // Device installation is a stage only of requests bringing trackers we install.
  const installs =
    r.stage === 'DeviceInstallation' ||
    r.nextStage === 'DeviceInstallation' ||
    (r.stage === 'Finished' && r.trackVehicles.some((v) => v.needsTrackingDevice));
  const path = STAGES.filter((stage) => stage !== 'DeviceInstallation' || installs);
  const at = path.indexOf(r.stage);
  const state = (i: number) =>
    i < at || (i === at && r.stage === 'Finished')
      ? t`done`
      : i === at
        ? i18n._(statusLabel[r.status])
        : t`not yet`;
  return (
    <div style={s.section}>
      <h3 style={s.subtitle}>
        <Trans>Stage history</Trans>
      </h3>
      <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
        {path.map((stage, i) => (
          <li key={stage} aria-current={i === at ? 'step' : undefined}>
            <span style={i === at ? { fontWeight: 700 } : undefined}>
              {i18n._(stageLabel[stage])}
            </span>{' '}
            <span style={s.term}>({state(i)})</span>
          </li>
        ))}
      </ol>
      <dl style={s.facts}>
        <dt style={s.term}>
          <Trans>Created</Trans>
        </dt>
        <dd style={s.definition}>{date(r.creationTime)}</dd>
        {r.lastModificationTime ? (
          <>
            <dt style={s.term}>
              <Trans>Last change</Trans>
            </dt>
            <dd style={s.definition}>{date(r.lastModificationTime)}</dd>
          </>
        ) : null}
      </dl>
      {r.requestNotes.length ? (
        <ul style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
          {r.requestNotes.map((n, i) => (
            <li key={i}>
              <bdi>{n.note}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
