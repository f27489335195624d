CREATE TABLE "last_position" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed" double precision DEFAULT 0 NOT NULL,
	"bearing" double precision,
	"altitude" double precision,
	"accuracy" double precision
);
--> statement-breakpoint
CREATE TABLE "observer_vehicle" (
	"association_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	CONSTRAINT "observer_vehicle_association_id_vehicle_id_pk" PRIMARY KEY("association_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "position" (
	"vehicle_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed" double precision DEFAULT 0 NOT NULL,
	"bearing" double precision,
	"altitude" double precision,
	"accuracy" double precision
);
--> statement-breakpoint
CREATE TABLE "track_account_feature" (
	"track_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "track_account_feature_track_account_id_name_pk" PRIMARY KEY("track_account_id","name")
);
--> statement-breakpoint
CREATE TABLE "track_account_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"plan_key" text NOT NULL,
	"plan_name_en" text NOT NULL,
	"plan_name_ar" text NOT NULL,
	"from" timestamp with time zone NOT NULL,
	"to" timestamp with time zone NOT NULL,
	"user_count" integer NOT NULL,
	"sms_bundle_count" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"duration_months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_state_ck" CHECK ("track_account_subscription"."state" in ('Active', 'Expired', 'Pending', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "vehicle" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"tenant_id" uuid,
	"license_plate_serial" text NOT NULL,
	"license_plate_sub_class" text NOT NULL,
	"color_hex" text NOT NULL,
	"consumption_rate" double precision DEFAULT 0 NOT NULL,
	"tracking_device_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_tracking_device_uq" UNIQUE("tracking_device_id")
);
--> statement-breakpoint
ALTER TABLE "last_position" ADD CONSTRAINT "last_position_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_vehicle" ADD CONSTRAINT "observer_vehicle_association_id_user_track_account_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."user_track_account_association"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_vehicle" ADD CONSTRAINT "observer_vehicle_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_account_feature" ADD CONSTRAINT "track_account_feature_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_account_subscription" ADD CONSTRAINT "track_account_subscription_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "observer_vehicle_vehicle_idx" ON "observer_vehicle" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "position_vehicle_time_idx" ON "position" USING btree ("vehicle_id","time");--> statement-breakpoint
CREATE INDEX "subscription_account_idx" ON "track_account_subscription" USING btree ("track_account_id","from");--> statement-breakpoint
CREATE INDEX "vehicle_account_idx" ON "vehicle" USING btree ("track_account_id");