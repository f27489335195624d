-- Issue 30: what trackers tell besides the position (ignition, odometer, engine hours, power,
-- fuel, alarm), as typed columns of `position` and `last_position` (why columns: schema-tracking.ts).
-- Nullable columns without a default: adding them to the partitioned `position` changes the
-- catalogue only, on the parent and every monthly partition at once; no row is rewritten or read.
-- The alarm's CHECK is on `last_position` only (one row per vehicle): on `position` it would scan
-- the whole history, and position_ensure_month's partitions (LIKE … INCLUDING DEFAULTS) would
-- lack it and so could not be attached.
ALTER TABLE "last_position" ADD COLUMN "odometer_m" double precision;--> statement-breakpoint
ALTER TABLE "last_position" ADD COLUMN "engine_hours" double precision;--> statement-breakpoint
ALTER TABLE "last_position" ADD COLUMN "power_v" double precision;--> statement-breakpoint
ALTER TABLE "last_position" ADD COLUMN "fuel_l" double precision;--> statement-breakpoint
ALTER TABLE "last_position" ADD COLUMN "ignition" boolean;--> statement-breakpoint
ALTER TABLE "last_position" ADD COLUMN "alarm" text;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "odometer_m" double precision;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "engine_hours" double precision;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "power_v" double precision;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "fuel_l" double precision;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "ignition" boolean;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "alarm" text;--> statement-breakpoint
ALTER TABLE "last_position" ADD CONSTRAINT "last_position_alarm_ck" CHECK ("last_position"."alarm" in ('sos', 'powerCut'));