import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CORRIDOR_METERS,
  HISTORY_RETENTION_DAYS,
  MIN_STOP_MINUTES,
  PAYMENT_SWITCH_SETTINGS,
  SETTING_ALERTS_TIME_ZONE,
  SETTING_HISTORY_RETENTION,
  SETTING_MIN_STOP_MINUTES,
  SETTING_ROUTE_CORRIDOR_METERS,
  type GoTrackSettings,
} from '../../../api/contract/setting-management.ts';
import { SETTING_SUPPORT_PHONE, SOCIAL_SETTINGS } from '../../../api/contract/support.ts';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { timeZoneChoices, type FormValues } from './setting-form';
import { RETENTION_LABELS, SETTING_LABELS } from './setting-texts';
import * as s from './settings.styles';

export interface SectionProps {
  values: FormValues;
  /** The message to show at each refused field. */
  errors: Record<string, string>;
  touched: boolean | undefined;
  onChange(name: string, value: string): void;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset style={s.section}>
      <legend style={s.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** One text setting: its label, the rule it breaks, and the field props every one shares. */
function useFieldProps({ values, errors, touched, onChange }: SectionProps) {
  const { i18n } = useLingui();
  return (name: string) => ({
    name,
    label: i18n._(SETTING_LABELS[name]!),
    value: values[name] ?? '',
    error: errors[name],
    touched,
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
}

export function PaymentSection(props: SectionProps & { provider: string }) {
  const { i18n } = useLingui();
  const { values, onChange, provider } = props;
  const providerName =
    provider === 'sandbox' ? <Trans>Built-in sandbox (test payments only)</Trans> : provider;
  return (
    <Section title={<Trans>Online payment</Trans>}>
      <p style={s.note}>
        <Trans>
          Requests of a type switched on are paid online; the others wait for payment by other
          means.
        </Trans>
      </p>
      <div style={s.fields}>
        {PAYMENT_SWITCH_SETTINGS.map((name) => (
          <CheckboxField
            key={name}
            name={name}
            label={i18n._(SETTING_LABELS[name]!)}
            checked={values[name] === 'True'}
            onCheckedChange={(on) => onChange(name, on ? 'True' : 'False')}
          />
        ))}
      </div>
      <dl style={s.facts}>
        <dt style={s.term}>
          <Trans>Payment provider</Trans>
        </dt>
        <dd style={s.definition}>{providerName}</dd>
      </dl>
      <p style={s.note}>
        <Trans>
          The provider and its secret are chosen in the server&apos;s configuration
          (PAYMENT_PROVIDER), not on this screen.
        </Trans>
      </p>
    </Section>
  );
}

export function AboutSection(props: SectionProps) {
  const field = useFieldProps(props);
  return (
    <Section title={<Trans>About and support</Trans>}>
      <p style={s.note}>
        <Trans>
          Shown to every customer on the More and About screens; an empty one is hidden.
        </Trans>
      </p>
      <div style={s.fields}>
        <TextField
          {...field(SETTING_SUPPORT_PHONE)}
          type="tel"
          dir="ltr"
          autoComplete="off"
          hint={<Trans>With its country code, such as +963 11 000 0000.</Trans>}
        />
        {Object.values(SOCIAL_SETTINGS).map((name) => (
          <TextField
            key={name}
            {...field(name)}
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
          />
        ))}
      </div>
    </Section>
  );
}

export function TrackingSection(props: SectionProps) {
  const field = useFieldProps(props);
  const zones = timeZoneChoices(props.values[SETTING_ALERTS_TIME_ZONE] ?? '');
  const number = { type: 'text', inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } as const;
  const { min: cMin, max: cMax } = CORRIDOR_METERS;
  const { min: sMin, max: sMax } = MIN_STOP_MINUTES;
  return (
    <Section title={<Trans>Alerts and reports</Trans>}>
      <div style={s.fields}>
        <TextField
          {...field(SETTING_ROUTE_CORRIDOR_METERS)}
          {...number}
          hint={
            <Trans>
              How far from its route a vehicle may be before it has left it ({cMin}–{cMax}).
            </Trans>
          }
        />
        <SelectField
          {...field(SETTING_ALERTS_TIME_ZONE)}
          options={zones.map((zone) => ({ value: zone, label: zone }))}
          hint={<Trans>The clock of job-time alerts and of the times in notifications.</Trans>}
        />
        <TextField
          {...field(SETTING_MIN_STOP_MINUTES)}
          {...number}
          hint={
            <Trans>
              A halt at least this long ends a trip in reports ({sMin}–{sMax}).
            </Trans>
          }
        />
      </div>
    </Section>
  );
}

export function HistorySection(props: SectionProps & { server: GoTrackSettings['server'] }) {
  const field = useFieldProps(props);
  const { i18n } = useLingui();
  const cap = props.server.retentionCapDays;
  return (
    <Section title={<Trans>History</Trans>}>
      <SelectField
        {...field(SETTING_HISTORY_RETENTION)}
        options={HISTORY_RETENTION_DAYS.map((days) => ({
          value: days,
          label: i18n._(RETENTION_LABELS[days]!),
        }))}
        hint={
          <Trans>
            Positions and alerts older than this are deleted, every day. A tenant may keep its own
            in its features.
          </Trans>
        }
      />
      {cap !== null ? (
        <p style={s.note}>
          <Trans>
            This server keeps no history longer than {cap} days (POSITION_RETENTION_DAYS).
          </Trans>
        </p>
      ) : null}
    </Section>
  );
}
