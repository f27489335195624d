CREATE TABLE "sign_in_lockout" (
	"user_id" uuid NOT NULL,
	"client_ip" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"lockout_end" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_lockout_pk" PRIMARY KEY("user_id","client_ip")
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "password_setup_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_code" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_code" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "sign_in_lockout" ADD CONSTRAINT "sign_in_lockout_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_lockout_updated_idx" ON "sign_in_lockout" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "email_code_ip_idx" ON "email_code" USING btree ("client_ip","created_at");--> statement-breakpoint
ALTER TABLE "email_code" ADD CONSTRAINT "email_code_purpose_ck" CHECK ("email_code"."purpose" in ('verify', 'sign-in'));--> statement-breakpoint
-- Hand-written backfills (issue 28). Only a code can have signed in a user with a number and no
-- password: their number is proven. A number beside a password may have been typed by an
-- administrator: it stays unproven, and its holder's next code sign-in proves it.
UPDATE "app_user" SET "phone_verified" = true WHERE "phone_number" IS NOT NULL AND "password_hash" IS NULL;--> statement-breakpoint
-- Wrong passwords now lock a user per client address (sign_in_lockout); the user's own
-- lockout_end is an administrator's lock only.
UPDATE "app_user" SET "lockout_end" = NULL, "access_failed_count" = 0 WHERE NOT "admin_locked" AND "lockout_end" IS NOT NULL;
