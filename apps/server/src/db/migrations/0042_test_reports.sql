CREATE TABLE "test_report_uses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"report_id" uuid NOT NULL,
	"decision_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"contract_item_id" uuid,
	"certificate_id" uuid,
	"project_id" uuid,
	"laboratory_name" text NOT NULL,
	"cnas_no" text NOT NULL,
	"report_no" text NOT NULL,
	"number_key" text NOT NULL,
	"product_name" text NOT NULL,
	"product_model" text DEFAULT '' NOT NULL,
	"sampling_date" date NOT NULL,
	"issue_date" date NOT NULL,
	"conclusion" integer NOT NULL,
	"file_id" uuid,
	"review_status" integer DEFAULT 0 NOT NULL,
	"return_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_report_uses" ADD CONSTRAINT "test_report_uses_report_id_test_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."test_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_report_uses" ADD CONSTRAINT "test_report_uses_decision_id_certification_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."certification_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_report_uses_uq" ON "test_report_uses" USING btree ("tenant_id","report_id","decision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_reports_number_uq" ON "test_reports" USING btree ("tenant_id","number_key");--> statement-breakpoint
CREATE INDEX "test_reports_created_idx" ON "test_reports" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "test_reports_enterprise_idx" ON "test_reports" USING btree ("tenant_id","enterprise_id");