import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, pagedResult } from './common.ts';
import { alertType } from './alerts.ts';

// Notifications (spec part 2 §2 "Notifications", §3 "Notification", §7 "Profile and
// notifications", §9): what the alert engine raised for the caller, newest first.

/** §9: a page of 100; skipCount counts the loads (0, 1, 2…), not the items already shown. */
export const NOTIFICATIONS_PAGE_SIZE = 100;

/**
 * Title and body are written in the caller's language when read. The rest (beyond the spec)
 * lets a screen say which vehicle and where without parsing the text.
 */
export const notification = z.object({
  id: guid,
  title: z.string(),
  body: z.string(),
  alertType: alertType,
  vehicleId: z.nullable(guid),
  vehicleName: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** When the vehicle did what fired the alert (ISO 8601). */
  time: z.string(),
  creationTime: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** `trackAccoundId` is the spec's spelling, kept so the real back end answers the same call. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/app/notification',
  query: z.object({
    trackAccoundId: guid,
    skipCount: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
    maxResultCount: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(NOTIFICATIONS_PAGE_SIZE)),
      NOTIFICATIONS_PAGE_SIZE,
    ),
  }),
  response: pagedResult(notification),
});
