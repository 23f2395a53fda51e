CREATE TABLE "nonconformities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"nc_no" text NOT NULL,
	"grade" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"clause" text NOT NULL,
	"department" text NOT NULL,
	"facts" text NOT NULL,
	"due_date" date,
	"correction" text DEFAULT '' NOT NULL,
	"cause" text DEFAULT '' NOT NULL,
	"corrective_action" text DEFAULT '' NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"verify_comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nonconformity_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nc_id" uuid NOT NULL,
	"action" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onsite_checklist_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"audit_type" integer NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"document_type" text NOT NULL,
	"required" integer DEFAULT 1 NOT NULL,
	"only_with_ncs" integer DEFAULT 0 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"plan_id" uuid,
	"auditor_id" uuid NOT NULL,
	"check_date" date NOT NULL,
	"period" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"location" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_executions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"stage" integer,
	"special_type" integer,
	"parent_project_id" uuid,
	"stage_one_flag" integer DEFAULT 0 NOT NULL,
	"stage1_conclusion" integer,
	"stage1_reasons" text DEFAULT '' NOT NULL,
	"stage1_submitted_at" timestamp with time zone,
	"tech_audit_status" integer,
	"decide_status" integer,
	"audit_status" integer,
	"initial_review_status" integer,
	"review_status" integer,
	"last_onsite_day" date,
	"finished_at" timestamp with time zone,
	"abort_reason" text DEFAULT '' NOT NULL,
	"archived_by" uuid,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_meetings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" integer NOT NULL,
	"held_on" date NOT NULL,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_approvals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"project_id" uuid,
	"enterprise_id" uuid NOT NULL,
	"kind" integer NOT NULL,
	"reason" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"applied_by_name" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nonconformities" ADD CONSTRAINT "nonconformities_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonconformities" ADD CONSTRAINT "nonconformities_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nonconformity_events" ADD CONSTRAINT "nonconformity_events_nc_id_nonconformities_id_fk" FOREIGN KEY ("nc_id") REFERENCES "public"."nonconformities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_check_ins" ADD CONSTRAINT "project_check_ins_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_check_ins" ADD CONSTRAINT "project_check_ins_plan_id_audit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."audit_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_check_ins" ADD CONSTRAINT "project_check_ins_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_executions" ADD CONSTRAINT "project_executions_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_executions" ADD CONSTRAINT "project_executions_parent_project_id_audit_projects_id_fk" FOREIGN KEY ("parent_project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_meetings" ADD CONSTRAINT "project_meetings_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_approvals" ADD CONSTRAINT "special_approvals_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_approvals" ADD CONSTRAINT "special_approvals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nonconformities_no_uq" ON "nonconformities" USING btree ("tenant_id","project_id","nc_no");--> statement-breakpoint
CREATE INDEX "nonconformities_enterprise_idx" ON "nonconformities" USING btree ("tenant_id","enterprise_id","status");--> statement-breakpoint
CREATE INDEX "nonconformity_events_nc_idx" ON "nonconformity_events" USING btree ("tenant_id","nc_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onsite_checklist_items_uq" ON "onsite_checklist_items" USING btree ("tenant_id","audit_type","stage","document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "project_check_ins_uq" ON "project_check_ins" USING btree ("tenant_id","project_id","auditor_id","check_date","period");--> statement-breakpoint
CREATE INDEX "project_check_ins_auditor_idx" ON "project_check_ins" USING btree ("tenant_id","auditor_id","check_date");--> statement-breakpoint
CREATE UNIQUE INDEX "project_executions_project_uq" ON "project_executions" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_executions_parent_idx" ON "project_executions" USING btree ("tenant_id","parent_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_meetings_uq" ON "project_meetings" USING btree ("tenant_id","project_id","kind");--> statement-breakpoint
CREATE INDEX "special_approvals_created_idx" ON "special_approvals" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "special_approvals_project_idx" ON "special_approvals" USING btree ("tenant_id","project_id");