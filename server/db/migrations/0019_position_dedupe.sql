-- Issue 30: one position per vehicle and fix time. Trackers resend what they were not told was
-- stored (a Teltonika or GT06 packet whose acknowledgement was lost, a Traccar retry, an OsmAnd
-- client's queue): the writer now inserts with ON CONFLICT DO NOTHING against this index, so a
-- resent fix adds nothing. The index holds the partition key (time), as a unique index on a
-- partitioned table must, and exists on every monthly partition (those attached later get it at
-- attach). Duplicates stored before are removed first (same partition: same time), keeping one.
DELETE FROM "position" a USING "position" b
WHERE a."vehicle_id" = b."vehicle_id" AND a."time" = b."time"
  AND a.tableoid = b.tableoid AND a.ctid > b.ctid;--> statement-breakpoint
CREATE UNIQUE INDEX "position_vehicle_time_uq" ON "position" USING btree ("vehicle_id","time");--> statement-breakpoint
DROP INDEX "position_vehicle_time_idx";
