CREATE TABLE "certificate_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"certificate_type" text DEFAULT 'A' NOT NULL,
	"standard_code" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"page_size" text DEFAULT 'A4' NOT NULL,
	"landscape" boolean DEFAULT false NOT NULL,
	"fields" jsonb NOT NULL,
	"qr_x_mm" double precision NOT NULL,
	"qr_y_mm" double precision NOT NULL,
	"qr_size_mm" double precision NOT NULL,
	"background_file_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_events" ADD COLUMN "change_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_background_file_id_stored_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_templates_name_uq" ON "certificate_templates" USING btree ("tenant_id","name") WHERE not "certificate_templates"."deleted";--> statement-breakpoint
CREATE INDEX "certificate_templates_match_idx" ON "certificate_templates" USING btree ("tenant_id","certificate_type","standard_code");