CREATE TABLE "observer_invitation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 28): every association made before invitations existed (owners and the
-- observers owners added) is Accepted, so no one loses an account; the default is dropped at once,
-- so every later insert must say whether its user agreed.
ALTER TABLE "user_track_account_association" ADD COLUMN "invitation_status" text DEFAULT 'Accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_track_account_association" ALTER COLUMN "invitation_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD COLUMN "invited_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "observer_invitation_log" ADD CONSTRAINT "observer_invitation_log_track_account_id_track_account_id_fk" FOREIGN KEY ("track_account_id") REFERENCES "public"."track_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_invitation_log" ADD CONSTRAINT "observer_invitation_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "observer_invitation_log_idx" ON "observer_invitation_log" USING btree ("track_account_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD CONSTRAINT "user_track_account_association_invited_by_user_id_app_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_track_account_association" ADD CONSTRAINT "invitation_status_ck" CHECK ("user_track_account_association"."invitation_status" in ('Pending', 'Accepted', 'Declined'));