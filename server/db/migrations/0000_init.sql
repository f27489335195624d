CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"provider_name" text NOT NULL,
	"provider_key" text,
	CONSTRAINT "setting_name_provider_uq" UNIQUE NULLS NOT DISTINCT("name","provider_name","provider_key")
);
