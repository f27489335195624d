import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  AlertType,
  DayOfWeek,
  FormAlertType,
  NotificationMethod,
} from '../../api/contract/alerts.ts';
import { FORM_ALERT_TYPES } from '../../api/contract/alerts.ts';

// The words of the alerts screens for the contract's enums, translated where they are shown.

export const ALERT_TYPE_LABELS: Record<AlertType, MessageDescriptor> = {
  EnteringZone: msg`Entering a zone`,
  ExitingZone: msg`Leaving a zone`,
  ExceedingSpeed: msg`Exceeding the speed`,
  JobTime: msg`Moving outside work time`,
  DisassembleTrackingDevice: msg`Tracking device removed`,
  ExitingRoute: msg`Leaving a route`,
};

/** A form type reads as the type it is stored as (§3 "Alert type to feature"). */
export const formTypeLabel = (type: FormAlertType) =>
  ALERT_TYPE_LABELS[FORM_ALERT_TYPES[type].type];

export const METHOD_LABELS: Record<NotificationMethod, MessageDescriptor> = {
  MobileNotification: msg`App notification`,
  Sms: msg`SMS`,
  Mailing: msg`E-mail`,
};

export const DAY_LABELS: Record<DayOfWeek, MessageDescriptor> = {
  Sunday: msg`Sunday`,
  Monday: msg`Monday`,
  Tuesday: msg`Tuesday`,
  Wednesday: msg`Wednesday`,
  Thursday: msg`Thursday`,
  Friday: msg`Friday`,
  Saturday: msg`Saturday`,
};

/** Spec part 2 §9: dates read dd/MM/yyyy, whatever the language (the day the reader lives in). */
export function ddMMyyyy(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}
