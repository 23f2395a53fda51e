CREATE TABLE "certificate_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"certificate_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"reason_code" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"effective_date" date NOT NULL,
	"suspend_until" date,
	"before" jsonb,
	"after" jsonb,
	"approved_by" uuid,
	"notified_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_batch_id" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cert_no" text NOT NULL,
	"main_cert_no" text DEFAULT '' NOT NULL,
	"certificate_type" text DEFAULT 'A' NOT NULL,
	"certificate_standard_id" uuid,
	"standard_code" text NOT NULL,
	"standard_name" text DEFAULT '' NOT NULL,
	"standard_version" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"first_issue_date" date,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"suspend_until" date,
	"scope_zh" text DEFAULT '' NOT NULL,
	"scope_en" text DEFAULT '' NOT NULL,
	"enterprise_id" uuid,
	"enterprise_name" text NOT NULL,
	"enterprise_name_en" text DEFAULT '' NOT NULL,
	"enterprise_address" text DEFAULT '' NOT NULL,
	"enterprise_address_en" text DEFAULT '' NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"replaced_by_id" uuid,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_certificate_standard_id_certificate_standards_id_fk" FOREIGN KEY ("certificate_standard_id") REFERENCES "public"."certificate_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaced_by_id_certificates_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_events_certificate_idx" ON "certificate_events" USING btree ("tenant_id","certificate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_cert_no_uq" ON "certificates" USING btree ("tenant_id",upper("cert_no")) WHERE "certificates"."status" <> 99;--> statement-breakpoint
CREATE INDEX "certificates_main_cert_no_idx" ON "certificates" USING btree ("tenant_id","main_cert_no");--> statement-breakpoint
CREATE INDEX "certificates_status_idx" ON "certificates" USING btree ("tenant_id","status","expiry_date");--> statement-breakpoint
CREATE INDEX "certificates_enterprise_name_idx" ON "certificates" USING btree ("tenant_id","enterprise_name");--> statement-breakpoint
CREATE INDEX "certificates_enterprise_idx" ON "certificates" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "certificates_issue_idx" ON "certificates" USING btree ("tenant_id","issue_date" DESC NULLS LAST,"id");