import { z } from 'zod';

// Traccar as a gateway for the protocols GoTrack does not speak itself (issue 30).

export const traccarEnv = {
  /**
   * Enables `POST /ingest/traccar` for Traccar's JSON position forwarding, which must send
   * `Authorization: Bearer <this>`. Long and random: it is all that stands between the internet
   * and every vehicle's position (the gateway's positions need no device key).
   */
  TRACCAR_FORWARD_SECRET: z
    .string()
    .regex(/^\S{24,}$/, 'must be at least 24 characters, without spaces')
    .optional(),
};

export const traccarConfigOf = (e: { TRACCAR_FORWARD_SECRET?: string }) =>
  e.TRACCAR_FORWARD_SECRET ?? null;
