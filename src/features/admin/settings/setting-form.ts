import {
  EDITABLE_SETTINGS,
  canonicalSettingValue,
  type SettingKind,
} from '../../../api/contract/setting-rules.ts';

/** The form's values: every editable setting as text ('' for one not set). */
export type FormValues = Record<string, string>;

export function formValuesOf(values: Record<string, string | null>): FormValues {
  return Object.fromEntries(
    [...EDITABLE_SETTINGS.keys()].map((name) => [name, values[name] ?? '']),
  );
}

/** The fields whose value the server would refuse, with the rule each breaks (same rules). */
export function problemsOf(values: FormValues): Record<string, SettingKind> {
  const problems: Record<string, SettingKind> = {};
  for (const [name, kind] of EDITABLE_SETTINGS) {
    if (canonicalSettingValue(name, values[name] ?? '') === null) problems[name] = kind;
  }
  return problems;
}

/** Only what the administrator changed is sent (and so recorded as a change). */
export function changedValues(initial: FormValues, values: FormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => value.trim() !== (initial[name] ?? '').trim()),
  );
}

/** Every time zone this browser knows, with the current one even when it is not listed. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return current && !known.includes(current) ? [current, ...known] : known;
}
