CREATE TABLE "record_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"series" uuid NOT NULL,
	"revision" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_files_record_idx" ON "record_files" USING btree ("tenant_id","record_type","record_id","document_type") WHERE "record_files"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "record_files_revision_uq" ON "record_files" USING btree ("tenant_id","series","revision");