-- Issue 20: `position` becomes range-partitioned by month (UTC), on PostgreSQL and PGlite alike
-- (one DDL; retention drops whole months instead of deleting rows). Rows outside every monthly
-- partition land in `position_default`, so an insert never fails for want of a partition; the
-- server creates the current and next two months ahead (server/modules/positions-retention/).
-- The table has no primary or unique key (nothing to widen with the partition key); its one
-- index, (vehicle_id, time), is declared on the parent and so exists on every partition.
ALTER TABLE "position" RENAME TO "position_unpartitioned";--> statement-breakpoint
ALTER INDEX "position_vehicle_time_idx" RENAME TO "position_unpartitioned_vehicle_time_idx";--> statement-breakpoint
CREATE TABLE "position" (
	"vehicle_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed" double precision DEFAULT 0 NOT NULL,
	"bearing" double precision,
	"altitude" double precision,
	"accuracy" double precision
) PARTITION BY RANGE ("time");--> statement-breakpoint
CREATE INDEX "position_vehicle_time_idx" ON "position" USING btree ("vehicle_id","time");--> statement-breakpoint
CREATE TABLE "position_default" PARTITION OF "position" DEFAULT;--> statement-breakpoint
-- Makes the partition of the UTC month holding `at` (position_yYYYYmMM) unless it exists, and
-- returns its name. Safe from any number of processes at once (an advisory lock serializes the
-- makers). Built beside the table and then attached, which locks readers and writers of
-- `position` out far less than CREATE TABLE … PARTITION OF; rows of that month already in the
-- default partition (a fix that came before its month's partition) move into it first, or the
-- attach would be refused.
CREATE FUNCTION "position_ensure_month"("at" timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  lo_utc timestamp := date_trunc('month', "at" AT TIME ZONE 'UTC');
  lo timestamptz := lo_utc AT TIME ZONE 'UTC';
  hi timestamptz := (lo_utc + interval '1 month') AT TIME ZONE 'UTC';
  part text := 'position_' || to_char(lo_utc, '"y"YYYY"m"MM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN RETURN part; END IF;
  PERFORM pg_advisory_xact_lock(741853012);
  IF to_regclass(part) IS NOT NULL THEN RETURN part; END IF;
  EXECUTE format('CREATE TABLE %I (LIKE "position" INCLUDING DEFAULTS)', part);
  -- No fix of that month may slip into the default partition between the move and the attach.
  -- (The attach takes this lock anyway; taken before the move, it is never upgraded.)
  LOCK TABLE "position_default" IN ACCESS EXCLUSIVE MODE;
  EXECUTE format('WITH moved AS (DELETE FROM "position_default" WHERE "time" >= $1 AND "time" < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved', part) USING lo, hi;
  EXECUTE format('ALTER TABLE "position" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  RETURN part;
END $$;--> statement-breakpoint
-- Every month the old table holds, and the current and next two, get their partition before the
-- rows are copied, so none of them lands in the default partition.
DO $$
DECLARE m timestamptz;
BEGIN
  FOR m IN
    SELECT DISTINCT date_trunc('month', "time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM "position_unpartitioned"
    UNION SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + n * interval '1 month') AT TIME ZONE 'UTC'
    FROM generate_series(0, 2) AS n
  LOOP
    PERFORM "position_ensure_month"(m);
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "position" ("vehicle_id", "time", "lat", "lon", "speed", "bearing", "altitude", "accuracy")
SELECT "vehicle_id", "time", "lat", "lon", "speed", "bearing", "altitude", "accuracy" FROM "position_unpartitioned";--> statement-breakpoint
DROP TABLE "position_unpartitioned";
