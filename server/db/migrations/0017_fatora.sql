CREATE TABLE "payment_charge" (
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_charge_pk" PRIMARY KEY("provider","reference")
);
--> statement-breakpoint
ALTER TABLE "payment_charge" ADD CONSTRAINT "payment_charge_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_charge_payment_idx" ON "payment_charge" USING btree ("payment_id");