CREATE TABLE "duration_discount" (
	"months" integer PRIMARY KEY NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"is_percentage" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_node" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" text,
	"tenant_id" uuid,
	CONSTRAINT "geo_node_type_ck" CHECK ("geo_node"."type" in ('Country', 'Governorate', 'City', 'Area'))
);
--> statement-breakpoint
CREATE TABLE "pricing_item" (
	"key" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"pricing_type" text NOT NULL,
	CONSTRAINT "pricing_item_type_ck" CHECK ("pricing_item"."pricing_type" in ('Monthly', 'OneTime'))
);
--> statement-breakpoint
CREATE TABLE "promo_code" (
	"code" text PRIMARY KEY NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"is_percentage" boolean NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_code_value_ck" CHECK ("promo_code"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_bundle" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"messages_count" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plan" (
	"key" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"user_count" integer NOT NULL,
	"related_duration_months" integer[],
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plan_feature" (
	"plan_key" text NOT NULL,
	"feature_name" text NOT NULL,
	"value" text DEFAULT 'True' NOT NULL,
	CONSTRAINT "subscription_plan_feature_plan_key_feature_name_pk" PRIMARY KEY("plan_key","feature_name")
);
--> statement-breakpoint
CREATE TABLE "bill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"line_items" jsonb NOT NULL,
	"applied_discounts" jsonb NOT NULL,
	"total_before_discounts" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_request_uq" UNIQUE("request_id"),
	CONSTRAINT "bill_status_ck" CHECK ("bill"."status" in ('Draft', 'Approved', 'Rejected', 'Paid')),
	CONSTRAINT "bill_total_ck" CHECK ("bill"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_ids" uuid[] NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"callback_url" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_idempotency_uq" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payment_status_ck" CHECK ("payment"."status" in ('Pending', 'Paid', 'Failed', 'Reversed'))
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"nonce" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"stage" text DEFAULT 'Review' NOT NULL,
	"user_id" uuid NOT NULL,
	"track_account_id" uuid,
	"payload" jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "request_idempotency_uq" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "request_type_ck" CHECK ("request"."type" in ('PersonalAccountSubscription', 'BusinessAccountSubscription', 'SmsBundleRenewalRequest', 'AddVehiclesRequest', 'RenewSubscription')),
	CONSTRAINT "request_stage_ck" CHECK ("request"."stage" in ('Review', 'Payment', 'PaymentReview', 'DeviceInstallation', 'Finished')),
	CONSTRAINT "request_status_ck" CHECK ("request"."status" in ('Pending', 'Processed', 'Canceled', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "geo_node" ADD CONSTRAINT "geo_node_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_feature" ADD CONSTRAINT "subscription_plan_feature_plan_key_subscription_plan_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."subscription_plan"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification" ADD CONSTRAINT "payment_notification_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request" ADD CONSTRAINT "request_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request" ADD CONSTRAINT "request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request" ADD CONSTRAINT "request_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_user_idx" ON "payment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "request_user_idx" ON "request" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "request_account_idx" ON "request" USING btree ("track_account_id","created_at");