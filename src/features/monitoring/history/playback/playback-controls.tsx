import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui/button';
import { formatDateTime } from '../../time';
import { SpeedSparkline } from './speed-sparkline';
import { PLAYBACK_RATES, type Playback } from './use-playback';
import * as css from './playback.styles';

/**
 * Play/pause, 1×/4×/16×, the time slider (arrow keys seek) with the time and speed of the point
 * shown, and the speed sparkline. Nothing to replay under two positions.
 */
export function PlaybackControls({ playback: p }: { playback: Playback }) {
  const { t, i18n } = useLingui();
  if (p.samples.length < 2) return null;
  const now = p.t ?? p.end;
  const speed = i18n.number(Math.round(p.point?.speed ?? p.samples.at(-1)!.speed));
  const when = formatDateTime(now, i18n.locale);
  const at = t`${when}, ${speed} km/h`;
  // Arrow keys move the slider by a two-hundredth of the range, at least a second.
  const step = Math.max(1000, Math.round((p.end - p.start) / 200));
  return (
    <section aria-label={t`Playback`} data-testid="playback">
      <div style={css.bar}>
        <Button size="sm" onClick={p.toggle} aria-pressed={p.playing}>
          {p.playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
        </Button>
        <div role="group" aria-label={t`Playback speed`} style={css.rates}>
          {PLAYBACK_RATES.map((rate) => (
            <Button
              key={rate}
              size="sm"
              variant={rate === p.rate ? 'primary' : 'secondary'}
              aria-pressed={rate === p.rate}
              onClick={() => p.setRate(rate)}
            >
              {`${i18n.number(rate)}×`}
            </Button>
          ))}
        </div>
        <input
          type="range"
          aria-label={t`Playback position`}
          aria-valuetext={at}
          min={p.start}
          max={p.end}
          step={step}
          value={now}
          style={css.slider}
          onChange={(e) => p.seek(Number(e.target.value))}
        />
        <output style={css.readout} aria-live="off">
          {at}
        </output>
      </div>
      <SpeedSparkline samples={p.samples} start={p.start} end={p.end} t={p.t} onSeek={p.seek} />
    </section>
  );
}
