-- Issue 29: the record of host setting changes (who, when, old -> new), and the index history
-- retention deletes an account's old notifications by.
CREATE TABLE "setting_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"user_id" uuid,
	"user_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "setting_change" ADD CONSTRAINT "setting_change_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_change_changed_idx" ON "setting_change" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "notification_account_time_idx" ON "notification" USING btree ("track_account_id","time");