-- Issue 31, quiet alerts: a definition's optional minimum duration, zone margin and late-position
-- limit (null: the default, applied when evaluated), and what the engine waits on per rule state
-- (since when a change has held, and a speeding episode's start), kept with the state so a
-- restart or another process carries on where this one stopped.
-- Nullable columns without a default: the catalogue changes, no row is rewritten.
ALTER TABLE "alert_definition" ADD COLUMN "min_duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "alert_definition" ADD COLUMN "zone_margin_meters" integer;--> statement-breakpoint
ALTER TABLE "alert_definition" ADD COLUMN "stale_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "alert_state" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_state" ADD COLUMN "episode_start" timestamp with time zone;