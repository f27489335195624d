CREATE TABLE "observer_vehicle_group" (
	"association_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "observer_vehicle_group_association_id_group_id_pk" PRIMARY KEY("association_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "vehicle_group_idempotency_uq" UNIQUE("track_account_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "vehicle_group_vehicle" (
	"group_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	CONSTRAINT "vehicle_group_vehicle_group_id_vehicle_id_pk" PRIMARY KEY("group_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD COLUMN "observer_name" text;--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "observer_vehicle_group" ADD CONSTRAINT "observer_vehicle_group_association_id_user_track_account_association_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."user_track_account_association"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_vehicle_group" ADD CONSTRAINT "observer_vehicle_group_group_id_vehicle_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_group" ADD CONSTRAINT "vehicle_group_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_group_vehicle" ADD CONSTRAINT "vehicle_group_vehicle_group_id_vehicle_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_group_vehicle" ADD CONSTRAINT "vehicle_group_vehicle_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "observer_vehicle_group_group_idx" ON "observer_vehicle_group" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "vehicle_group_account_idx" ON "vehicle_group" USING btree ("track_account_id","name");--> statement-breakpoint
CREATE INDEX "vehicle_group_vehicle_vehicle_idx" ON "vehicle_group_vehicle" USING btree ("vehicle_id");--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD CONSTRAINT "user_track_account_idempotency_uq" UNIQUE("track_account_id","idempotency_key");