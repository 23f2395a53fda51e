CREATE TABLE "certificate_batch_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"certificate_id" uuid NOT NULL,
	"cert_no" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"ms" double precision,
	"result_id" uuid,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificate_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"file_id" uuid,
	"error" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificate_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"certificate_id" uuid NOT NULL,
	"event_id" uuid,
	"cert_no" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"event_type" text NOT NULL,
	"channel" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificate_batch_items" ADD CONSTRAINT "certificate_batch_items_batch_id_certificate_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."certificate_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_batch_items" ADD CONSTRAINT "certificate_batch_items_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_batches" ADD CONSTRAINT "certificate_batches_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_notices" ADD CONSTRAINT "certificate_notices_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_notices" ADD CONSTRAINT "certificate_notices_event_id_certificate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."certificate_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_batch_items_seq_uq" ON "certificate_batch_items" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE INDEX "certificate_batch_items_status_idx" ON "certificate_batch_items" USING btree ("tenant_id","batch_id","status");--> statement-breakpoint
CREATE INDEX "certificate_batch_items_certificate_idx" ON "certificate_batch_items" USING btree ("tenant_id","certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_batches_status_idx" ON "certificate_batches" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "certificate_notices_created_idx" ON "certificate_notices" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificate_notices_status_idx" ON "certificate_notices" USING btree ("tenant_id","status");