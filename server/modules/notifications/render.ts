import type { AlertType } from '../../../src/api/contract/alerts.ts';
import { DEFAULT_TIME_ZONE } from '../alert-engine/job-time.ts';
import { plateNameIn } from './plate-name.ts';

/**
 * Title and body of a notification, written when read, in the reader's language (issue 15: they
 * are not stored, so a reader who switches language reads every old one in the new language).
 * The engine writes `details` (agreed keys): vehicleName; speed + maxSpeed (km/h) for
 * ExceedingSpeed, and topSpeed (km/h) + durationSeconds once the episode ended (issue 31); zoneName for the zone types; routeName + distance (metres) for ExitingRoute;
 * jobName, startTime, endTime for JobTime. A key may be missing (an older engine, a renamed
 * zone): the text then leaves that part out rather than showing "undefined".
 */

export interface NotificationFacts {
  alertType: AlertType;
  details: Record<string, string | number>;
  /** When the vehicle did it. */
  time: Date | string;
}
export type Language = 'en' | 'ar';

// First-strong isolates keep a name in the other script from reordering the text around it
// (a Latin plate inside Arabic, an Arabic zone name inside English).
const isolate = (s: string) => `\u2068${s}\u2069`;
const text = (d: NotificationFacts['details'], key: string) => {
  const v = d[key];
  return typeof v === 'string' && v.trim() ? isolate(v.trim()) : null;
};
const num = (d: NotificationFacts['details'], key: string) => {
  const v = d[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.round(n) : null;
};

/** "14:05 on 26/11/2026" in the accounts' time zone (the spec's dd/MM/yyyy, 24-hour clock). */
function when(time: Date | string, timeZone: string) {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    clock: `${parts.hour}:${parts.minute}`,
    day: `${parts.day}/${parts.month}/${parts.year}`,
  };
}

/** `after`: what follows the time, as its own sentence (an ended speeding's summary). */
type Texts = { kind: string; what: string; after?: string };

/**
 * "4 min 20 s", "1 h 5 min", "45 s" (Arabic: "4 د 20 ث", the abbreviations of a speed's كم/سا):
 * an ended speeding episode's length.
 */
function duration(seconds: number, language: Language): string {
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const units = language === 'ar' ? ['سا', 'د', 'ث'] : ['h', 'min', 's'];
  const parts =
    h > 0
      ? [
          [h, 0],
          [m, 1],
        ]
      : m > 0
        ? [
            [m, 1],
            [s, 2],
          ]
        : [[s, 2]];
  return parts
    .filter(([n], i) => i === 0 || n! > 0)
    .map(([n, u]) => `${n} ${units[u!]}`)
    .join(' ');
}

/** Issue 31: once a speeding ended, its top speed and how long it lasted. */
function episodeOf(d: NotificationFacts['details'], language: Language): string | undefined {
  const top = num(d, 'topSpeed');
  const seconds = num(d, 'durationSeconds');
  if (top === null || seconds === null || seconds < 0) return undefined;
  const length = isolate(duration(seconds, language));
  return language === 'ar'
    ? ` أعلى سرعة ${top} كم/سا، واستمر التجاوز ${length}.`
    : ` Top speed ${top} km/h, over ${length}.`;
}

function english(n: NotificationFacts): Texts {
  const d = n.details;
  const vehicle = text(d, 'vehicleName') ?? 'A vehicle';
  switch (n.alertType) {
    case 'ExceedingSpeed': {
      const speed = num(d, 'speed');
      const max = num(d, 'maxSpeed');
      const at = speed !== null ? ` at ${speed} km/h,` : '';
      const limit = max !== null ? `the ${max} km/h limit` : 'its speed limit';
      const after = episodeOf(d, 'en');
      return { kind: 'Speeding', what: `${vehicle} drove${at} over ${limit}`, after };
    }
    case 'EnteringZone':
      return {
        kind: 'Zone entered',
        what: `${vehicle} entered ${text(d, 'zoneName') ?? 'a geo-zone'}`,
      };
    case 'ExitingZone':
      return { kind: 'Zone left', what: `${vehicle} left ${text(d, 'zoneName') ?? 'a geo-zone'}` };
    case 'ExitingRoute': {
      const route = text(d, 'routeName');
      const distance = num(d, 'distance');
      const from = route ? `the route ${route}` : 'its route';
      const what = distance !== null ? `is ${distance} m away from ${from}` : `left ${from}`;
      return { kind: 'Off route', what: `${vehicle} ${what}` };
    }
    case 'JobTime': {
      const job = text(d, 'jobName');
      const hours = hoursOf(d);
      const outside = job ? `outside ${job}${hours}` : `outside working hours${hours}`;
      return { kind: 'Moving outside working hours', what: `${vehicle} moved ${outside}` };
    }
    case 'DisassembleTrackingDevice':
      return {
        kind: 'Tracking device removed',
        what: `The tracking device of ${vehicle} was disconnected`,
      };
    default:
      // A type a newer engine stored: still a readable alert.
      return { kind: 'Alert', what: `${vehicle} raised an alert` };
  }
}

function arabic(n: NotificationFacts): Texts {
  const d = n.details;
  const vehicle = text(d, 'vehicleName');
  const car = vehicle ? `المركبة ${vehicle}` : 'مركبة';
  switch (n.alertType) {
    case 'ExceedingSpeed': {
      const speed = num(d, 'speed');
      const max = num(d, 'maxSpeed');
      const at = speed !== null ? ` بسرعة ${speed} كم/سا` : '';
      const limit = max !== null ? `الحد ${max} كم/سا` : 'حد السرعة';
      const after = episodeOf(d, 'ar');
      return { kind: 'تجاوز السرعة', what: `سارت ${car}${at} متجاوزةً ${limit}`, after };
    }
    case 'EnteringZone': {
      const zone = text(d, 'zoneName');
      return {
        kind: 'دخول منطقة',
        what: `دخلت ${car} ${zone ? `المنطقة ${zone}` : 'منطقة جغرافية'}`,
      };
    }
    case 'ExitingZone': {
      const zone = text(d, 'zoneName');
      return {
        kind: 'خروج من منطقة',
        what: `خرجت ${car} من ${zone ? `المنطقة ${zone}` : 'منطقة جغرافية'}`,
      };
    }
    case 'ExitingRoute': {
      const route = text(d, 'routeName');
      const distance = num(d, 'distance');
      const from = route ? `عن المسار ${route}` : 'عن مسارها';
      const what =
        distance !== null ? `ابتعدت ${car} ${distance} متراً ${from}` : `خرجت ${car} ${from}`;
      return { kind: 'خروج عن المسار', what };
    }
    case 'JobTime': {
      const job = text(d, 'jobName');
      return {
        kind: 'حركة خارج أوقات العمل',
        what: `تحركت ${car} خارج أوقات العمل${job ? ` ${job}` : ''}${hoursOf(d)}`,
      };
    }
    case 'DisassembleTrackingDevice':
      return { kind: 'فصل جهاز التتبع', what: `فُصل جهاز التتبع في ${car}` };
    default:
      return { kind: 'تنبيه', what: `تنبيه من ${car}` };
  }
}

/** " (08:00–17:00)" when both ends are known. */
function hoursOf(d: NotificationFacts['details']): string {
  const start = typeof d.startTime === 'string' ? d.startTime.slice(0, 5) : '';
  const end = typeof d.endTime === 'string' ? d.endTime.slice(0, 5) : '';
  return start && end ? ` (${isolate(`${start}–${end}`)})` : '';
}

export function renderNotification(
  facts: NotificationFacts,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): { title: string; body: string } {
  const name = facts.details.vehicleName;
  const n =
    typeof name === 'string'
      ? { ...facts, details: { ...facts.details, vehicleName: plateNameIn(name, language) } }
      : facts;
  const { kind, what, after = '' } = language === 'ar' ? arabic(n) : english(n);
  const vehicle = text(n.details, 'vehicleName');
  const at = when(n.time, timeZone);
  const stamp = !at
    ? ''
    : language === 'ar'
      ? `، الساعة ${at.clock} بتاريخ ${at.day}`
      : ` at ${at.clock} on ${at.day}`;
  return { title: vehicle ? `${kind}: ${vehicle}` : kind, body: `${what}${stamp}.${after}` };
}
