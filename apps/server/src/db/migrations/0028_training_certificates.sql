CREATE TABLE "training_certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cert_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_id_card_no" text DEFAULT '' NOT NULL,
	"auditor_id" uuid,
	"employer" text DEFAULT '' NOT NULL,
	"course_name" text NOT NULL,
	"standard_name" text DEFAULT '' NOT NULL,
	"course_hours" integer NOT NULL,
	"training_from" date NOT NULL,
	"training_to" date NOT NULL,
	"issue_date" date NOT NULL,
	"valid_to" date,
	"status" integer DEFAULT 1 NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_certificates_no_uq" ON "training_certificates" USING btree ("tenant_id","cert_no");--> statement-breakpoint
CREATE INDEX "training_certificates_auditor_idx" ON "training_certificates" USING btree ("tenant_id","auditor_id") WHERE "training_certificates"."auditor_id" is not null;