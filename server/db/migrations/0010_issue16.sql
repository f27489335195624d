CREATE TABLE "push_device" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"device_type" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"token_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_device_user_device_uq" UNIQUE("user_id","device_id"),
	CONSTRAINT "push_device_token_uq" UNIQUE("token_key"),
	CONSTRAINT "push_device_type_ck" CHECK ("push_device"."device_type" in ('Android', 'Web')),
	CONSTRAINT "push_device_kind_ck" CHECK ("push_device"."kind" in ('fcm', 'webpush'))
);
--> statement-breakpoint
CREATE TABLE "push_send" (
	"notification_id" uuid NOT NULL,
	"push_device_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_send_notification_id_push_device_id_pk" PRIMARY KEY("notification_id","push_device_id")
);
--> statement-breakpoint
CREATE TABLE "profile_picture" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_device" ADD CONSTRAINT "push_device_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_send" ADD CONSTRAINT "push_send_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_send" ADD CONSTRAINT "push_send_push_device_id_push_device_id_fk" FOREIGN KEY ("push_device_id") REFERENCES "public"."push_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_picture" ADD CONSTRAINT "profile_picture_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_send_device_idx" ON "push_send" USING btree ("push_device_id");