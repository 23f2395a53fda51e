CREATE TABLE "certificate_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"decision_id" uuid,
	"project_id" uuid,
	"enterprise_id" uuid NOT NULL,
	"certificate_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid
);
--> statement-breakpoint
CREATE TABLE "certification_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"audit_type" integer NOT NULL,
	"file_completed_at" timestamp with time zone,
	"result" integer DEFAULT 0 NOT NULL,
	"decision_date" date,
	"rationale" text DEFAULT '' NOT NULL,
	"decider_user_id" uuid,
	"decider_name" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"effects" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technical_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"reviewer_auditor_id" uuid NOT NULL,
	"reviewer_user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone NOT NULL,
	"result" integer DEFAULT 0 NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reject_target" integer,
	"reviewed_at" timestamp with time zone,
	"superseded" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_tasks" ADD CONSTRAINT "certificate_tasks_decision_id_certification_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."certification_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_tasks" ADD CONSTRAINT "certificate_tasks_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_tasks" ADD CONSTRAINT "certificate_tasks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_tasks" ADD CONSTRAINT "certificate_tasks_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_decisions" ADD CONSTRAINT "certification_decisions_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_decisions" ADD CONSTRAINT "certification_decisions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_reviews" ADD CONSTRAINT "technical_reviews_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_reviews" ADD CONSTRAINT "technical_reviews_reviewer_auditor_id_auditors_id_fk" FOREIGN KEY ("reviewer_auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_tasks_status_idx" ON "certificate_tasks" USING btree ("tenant_id","status","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_tasks_decision_uq" ON "certificate_tasks" USING btree ("tenant_id","decision_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_decisions_project_uq" ON "certification_decisions" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "certification_decisions_pending_idx" ON "certification_decisions" USING btree ("tenant_id","result","file_completed_at");--> statement-breakpoint
CREATE INDEX "certification_decisions_decider_idx" ON "certification_decisions" USING btree ("tenant_id","decider_user_id","decision_date");--> statement-breakpoint
CREATE INDEX "technical_reviews_project_idx" ON "technical_reviews" USING btree ("tenant_id","project_id","round");--> statement-breakpoint
CREATE INDEX "technical_reviews_reviewer_idx" ON "technical_reviews" USING btree ("tenant_id","reviewer_user_id","result");--> statement-breakpoint
CREATE INDEX "technical_reviews_assigned_idx" ON "technical_reviews" USING btree ("tenant_id","assigned_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "technical_reviews_open_uq" ON "technical_reviews" USING btree ("tenant_id","project_id","round") WHERE "technical_reviews"."superseded" = 0 and "technical_reviews"."result" = 0;