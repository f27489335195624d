ALTER TABLE "payment" DROP CONSTRAINT "payment_status_ck";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_due" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_ck" CHECK ("payment"."status" in ('Pending', 'Paid', 'Failed', 'Reversed', 'Void'));