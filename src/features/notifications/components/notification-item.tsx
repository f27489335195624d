import { useLingui } from '@lingui/react/macro';
import type { Notification } from '../../../api/contract/notifications.ts';
import * as page from '../../../ui/page.css';
import * as css from './notifications.styles';

/**
 * Spec part 2 §9 "dd/MM/yyyy HH:mm a": day first, 24-hour clock, with the half of the day,
 * in the reader's time zone.
 */
export function useNotificationTime() {
  const { t } = useLingui();
  return (iso: string) => {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    const two = (n: number) => String(n).padStart(2, '0');
    const half = d.getHours() < 12 ? t`AM` : t`PM`;
    return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())} ${half}`;
  };
}

/** One notification: its title and body (in the reader's language), the vehicle and the time. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const time = useNotificationTime();
  const { vehicleName } = notification;
  return (
    <li className={page.card}>
      <h2 className={page.cardTitle} style={css.text}>
        <bdi>{notification.title}</bdi>
      </h2>
      <p style={css.text}>
        <bdi>{notification.body}</bdi>
      </p>
      <p style={css.meta}>
        {vehicleName ? <bdi>{vehicleName}</bdi> : null}
        <time dateTime={notification.time}>{time(notification.time)}</time>
      </p>
    </li>
  );
}
