import { useId } from 'react';
import { Link } from '@tanstack/react-router';
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

/**
 * One notification: its title and body (in the reader's language), the vehicle and the time.
 * One with a vehicle is a link to the vehicle's track, the address a pushed one opens
 * (`pushTargetUrl`): the account is named in it, so the notification's account is the one shown
 * even when another tab chose another meanwhile.
 */
export function NotificationItem({
  notification,
  accountId,
}: {
  notification: Notification;
  accountId: string;
}) {
  const id = useId();
  const { vehicleId } = notification;
  const text = <Texts notification={notification} id={id} />;
  if (!vehicleId) return <li className={page.card}>{text}</li>;
  return (
    <li>
      <Link
        to="/main/track/$id"
        params={{ id: vehicleId }}
        search={{ account: accountId }}
        className={page.card}
        style={css.linkCard}
        // Named by all its text, not the title alone: a voice-control user says what they see
        // (WCAG 2.5.3, axe's label-content-name-mismatch).
      >
        <div style={css.linkText}>{text}</div>
        <span aria-hidden="true" style={css.chevron}>
          ›
        </span>
      </Link>
    </li>
  );
}

function Texts({ notification, id }: { notification: Notification; id: string }) {
  const time = useNotificationTime();
  const { vehicleName } = notification;
  return (
    <>
      <h2 id={`${id}-title`} className={page.cardTitle} style={css.text}>
        <bdi>{notification.title}</bdi>
      </h2>
      <p id={`${id}-body`} style={css.text}>
        <bdi>{notification.body}</bdi>
      </p>
      <p id={`${id}-meta`} style={css.meta}>
        {vehicleName ? <bdi>{vehicleName}</bdi> : null}
        <time dateTime={notification.time}>{time(notification.time)}</time>
      </p>
    </>
  );
}
