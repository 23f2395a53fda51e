CREATE TABLE "service_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_no" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"service_area_code" text DEFAULT '' NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"items" jsonb NOT NULL,
	"item_table_version" integer DEFAULT 1 NOT NULL,
	"special_deductions" integer DEFAULT 0 NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"evaluated" boolean DEFAULT false NOT NULL,
	"earned" numeric(7, 2),
	"applicable_max" numeric(7, 2),
	"percent" numeric(5, 2),
	"grade" text DEFAULT '' NOT NULL,
	"evaluator" text DEFAULT '' NOT NULL,
	"evaluated_at" timestamp with time zone,
	"cert_no" text DEFAULT '' NOT NULL,
	"issue_date" date
);
--> statement-breakpoint
CREATE TABLE "training_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"applicant_type" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"id_card_no" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"course_name" text NOT NULL,
	"standard_name" text DEFAULT '' NOT NULL,
	"course_hours" integer NOT NULL,
	"training_from" date NOT NULL,
	"training_to" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"handler_name" text DEFAULT '' NOT NULL,
	"return_reason" text DEFAULT '' NOT NULL,
	"resubmit_count" integer DEFAULT 0 NOT NULL,
	"material_auditor_id" uuid,
	"material_auditor_name" text DEFAULT '' NOT NULL,
	"material_audited_at" timestamp with time zone,
	"review_passed" boolean,
	"findings" text DEFAULT '' NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"cert_no" text DEFAULT '' NOT NULL,
	"issue_date" date,
	"valid_to" date,
	"drafted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"training_certificate_id" uuid,
	"conclusion" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_applications" ADD CONSTRAINT "training_applications_training_certificate_id_training_certificates_id_fk" FOREIGN KEY ("training_certificate_id") REFERENCES "public"."training_certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_projects_no_uq" ON "service_projects" USING btree ("tenant_id","project_no");--> statement-breakpoint
CREATE INDEX "service_projects_created_idx" ON "service_projects" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "training_applications_stage_idx" ON "training_applications" USING btree ("tenant_id","stage","created_at","id");--> statement-breakpoint
CREATE INDEX "training_applications_created_idx" ON "training_applications" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "training_applications_cert_idx" ON "training_applications" USING btree ("tenant_id","training_certificate_id") WHERE "training_applications"."training_certificate_id" is not null;