CREATE TABLE "sign_in_failure" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "access_failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "lockout_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_failure_ip_idx" ON "sign_in_failure" USING btree ("client_ip","created_at");