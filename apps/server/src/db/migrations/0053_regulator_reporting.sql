CREATE TABLE "report_batch_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"number" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"standard_code" text DEFAULT '' NOT NULL,
	"branch_code" text DEFAULT '' NOT NULL,
	"type_code" text DEFAULT '' NOT NULL,
	"type_label" text DEFAULT '' NOT NULL,
	"codes" text DEFAULT '' NOT NULL,
	"event_date" text NOT NULL,
	"deadline" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"batch_no" text NOT NULL,
	"kind" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"row_count" integer NOT NULL,
	"file_id" uuid,
	"file_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_code_maps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"map" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_batch_rows" ADD CONSTRAINT "report_batch_rows_batch_id_report_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."report_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_batches" ADD CONSTRAINT "report_batches_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_batch_rows_source_uq" ON "report_batch_rows" USING btree ("tenant_id","kind","source_id");--> statement-breakpoint
CREATE INDEX "report_batch_rows_list_idx" ON "report_batch_rows" USING btree ("tenant_id","kind","event_date","id");--> statement-breakpoint
CREATE INDEX "report_batch_rows_batch_idx" ON "report_batch_rows" USING btree ("tenant_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_batches_no_uq" ON "report_batches" USING btree ("tenant_id","batch_no");--> statement-breakpoint
CREATE INDEX "report_batches_created_idx" ON "report_batches" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_batches_kind_idx" ON "report_batches" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_code_maps_uq" ON "report_code_maps" USING btree ("tenant_id","map","from_code");