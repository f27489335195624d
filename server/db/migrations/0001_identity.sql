CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"phone_number" text,
	"user_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text,
	"concurrency_stamp" text NOT NULL,
	"reset_token_hash" text,
	"reset_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "otp_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_name_uq" UNIQUE("name"),
	CONSTRAINT "tenant_normalized_name_uq" UNIQUE("normalized_name")
);
--> statement-breakpoint
CREATE TABLE "track_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"account_type" text NOT NULL,
	"tenant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_account_type_ck" CHECK ("track_account"."account_type" in ('Personal', 'Business'))
);
--> statement-breakpoint
CREATE TABLE "user_track_account_association" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"track_account_id" uuid NOT NULL,
	"association_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_track_account_uq" UNIQUE("user_id","track_account_id"),
	CONSTRAINT "association_type_ck" CHECK ("user_track_account_association"."association_type" in ('Owner', 'Observer'))
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_account" ADD CONSTRAINT "track_account_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD CONSTRAINT "user_track_account_association_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD CONSTRAINT "user_track_account_association_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_phone_uq" ON "app_user" USING btree (coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid),"phone_number") WHERE "phone_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_user_name_uq" ON "app_user" USING btree (coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("user_name")) WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_idx" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid_idx" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_expires_idx" ON "oidc_payload" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_payload_account_idx" ON "oidc_payload" USING btree (("payload"->>'accountId'));--> statement-breakpoint
CREATE INDEX "otp_code_phone_idx" ON "otp_code" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "otp_code_ip_idx" ON "otp_code" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "user_track_account_account_idx" ON "user_track_account_association" USING btree ("track_account_id");