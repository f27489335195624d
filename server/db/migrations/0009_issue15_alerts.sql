CREATE TABLE "email_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_cursor" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"last_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_definition" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"notification_methods" jsonb NOT NULL,
	"max_speed" integer,
	"name" text,
	"start_time" text,
	"end_time" text,
	"days_of_week" jsonb,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_definition_idempotency_uq" UNIQUE("track_account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "alert_definition_group" (
	"alert_definition_id" uuid NOT NULL,
	"vehicle_group_id" uuid NOT NULL,
	CONSTRAINT "alert_definition_group_alert_definition_id_vehicle_group_id_pk" PRIMARY KEY("alert_definition_id","vehicle_group_id")
);
--> statement-breakpoint
CREATE TABLE "alert_definition_route" (
	"alert_definition_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	CONSTRAINT "alert_definition_route_alert_definition_id_route_id_pk" PRIMARY KEY("alert_definition_id","route_id")
);
--> statement-breakpoint
CREATE TABLE "alert_definition_vehicle" (
	"alert_definition_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	CONSTRAINT "alert_definition_vehicle_alert_definition_id_vehicle_id_pk" PRIMARY KEY("alert_definition_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "alert_definition_zone" (
	"alert_definition_id" uuid NOT NULL,
	"geo_zone_id" uuid NOT NULL,
	CONSTRAINT "alert_definition_zone_alert_definition_id_geo_zone_id_pk" PRIMARY KEY("alert_definition_id","geo_zone_id")
);
--> statement-breakpoint
CREATE TABLE "alert_state" (
	"alert_definition_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"active" boolean NOT NULL,
	"last_time" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_state_alert_definition_id_vehicle_id_subject_pk" PRIMARY KEY("alert_definition_id","vehicle_id","subject")
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_definition_id" uuid,
	"alert_type" text NOT NULL,
	"vehicle_id" uuid,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"details" jsonb NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_event_uq" UNIQUE("user_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "notification_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_delivery_uq" UNIQUE("notification_id","method")
);
--> statement-breakpoint
ALTER TABLE "email_code" ADD CONSTRAINT "email_code_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_cursor" ADD CONSTRAINT "alert_cursor_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition" ADD CONSTRAINT "alert_definition_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_group" ADD CONSTRAINT "alert_definition_group_alert_definition_id_alert_definition_id_fk" FOREIGN KEY ("alert_definition_id") REFERENCES "public"."alert_definition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_group" ADD CONSTRAINT "alert_definition_group_vehicle_group_id_vehicle_group_id_fk" FOREIGN KEY ("vehicle_group_id") REFERENCES "public"."vehicle_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_route" ADD CONSTRAINT "alert_definition_route_alert_definition_id_alert_definition_id_fk" FOREIGN KEY ("alert_definition_id") REFERENCES "public"."alert_definition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_route" ADD CONSTRAINT "alert_definition_route_route_id_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_vehicle" ADD CONSTRAINT "alert_definition_vehicle_alert_definition_id_alert_definition_id_fk" FOREIGN KEY ("alert_definition_id") REFERENCES "public"."alert_definition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_vehicle" ADD CONSTRAINT "alert_definition_vehicle_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_zone" ADD CONSTRAINT "alert_definition_zone_alert_definition_id_alert_definition_id_fk" FOREIGN KEY ("alert_definition_id") REFERENCES "public"."alert_definition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_definition_zone" ADD CONSTRAINT "alert_definition_zone_geo_zone_id_geo_zone_id_fk" FOREIGN KEY ("geo_zone_id") REFERENCES "public"."geo_zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_state" ADD CONSTRAINT "alert_state_alert_definition_id_alert_definition_id_fk" FOREIGN KEY ("alert_definition_id") REFERENCES "public"."alert_definition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_state" ADD CONSTRAINT "alert_state_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_alert_definition_id_alert_definition_id_fk" FOREIGN KEY ("alert_definition_id") REFERENCES "public"."alert_definition"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_delivery" ADD CONSTRAINT "notification_delivery_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_code_user_idx" ON "email_code" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_definition_account_idx" ON "alert_definition" USING btree ("track_account_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_definition_group_group_idx" ON "alert_definition_group" USING btree ("vehicle_group_id");--> statement-breakpoint
CREATE INDEX "alert_definition_route_route_idx" ON "alert_definition_route" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "alert_definition_vehicle_vehicle_idx" ON "alert_definition_vehicle" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "alert_definition_zone_zone_idx" ON "alert_definition_zone" USING btree ("geo_zone_id");--> statement-breakpoint
CREATE INDEX "alert_state_vehicle_idx" ON "alert_state" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "notification_reader_idx" ON "notification" USING btree ("user_id","track_account_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_delivery_due_idx" ON "notification_delivery" USING btree ("status","next_attempt_at");