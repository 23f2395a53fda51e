CREATE TABLE "certificate_mails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"certificate_id" uuid NOT NULL,
	"cert_no" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"recipient" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"sent_date" date,
	"signed_date" date,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"approved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "certificate_mails" ADD CONSTRAINT "certificate_mails_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_mails_list_idx" ON "certificate_mails" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "certificate_mails_certificate_idx" ON "certificate_mails" USING btree ("tenant_id","certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_mails_tracking_idx" ON "certificate_mails" USING btree ("tenant_id","tracking_no") WHERE "certificate_mails"."tracking_no" <> '';