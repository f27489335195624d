CREATE TABLE "geo_zone" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"line" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "geo_zone_idempotency_uq" UNIQUE("track_account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "route" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"line" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_idempotency_uq" UNIQUE("track_account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "route_stop_point" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "route_stop_point_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_stop_point_idempotency_uq" UNIQUE("route_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "geo_zone" ADD CONSTRAINT "geo_zone_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route" ADD CONSTRAINT "route_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stop_point" ADD CONSTRAINT "route_stop_point_route_id_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_zone_account_idx" ON "geo_zone" USING btree ("track_account_id","name");--> statement-breakpoint
CREATE INDEX "route_account_idx" ON "route" USING btree ("track_account_id","name");--> statement-breakpoint
CREATE INDEX "route_stop_point_route_idx" ON "route_stop_point" USING btree ("route_id","seq");