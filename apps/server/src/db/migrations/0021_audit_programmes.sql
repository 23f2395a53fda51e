CREATE TABLE "audit_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"plan_no" text NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"branch_code" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"method" integer DEFAULT 1 NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"offsite_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"required_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"notice_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_programmes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"contract_id" uuid,
	"contract_item_id" uuid,
	"contract_no" text DEFAULT '' NOT NULL,
	"scheme" text NOT NULL,
	"standard_name" text DEFAULT '' NOT NULL,
	"scope_text" text DEFAULT '' NOT NULL,
	"codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stage1_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"stage2_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"surveillance_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"recertification_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"sites_to_sample" integer DEFAULT 1 NOT NULL,
	"branch_code" text DEFAULT '' NOT NULL,
	"rule_set_id" text NOT NULL,
	"cycle_no" integer DEFAULT 1 NOT NULL,
	"cycle_start" date,
	"expiry_date" date,
	"is_transfer" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"programme_id" uuid NOT NULL,
	"programme_row_id" uuid,
	"enterprise_id" uuid NOT NULL,
	"plan_id" uuid,
	"audit_type" integer NOT NULL,
	"stage" integer,
	"scheme" text NOT NULL,
	"codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_from" date NOT NULL,
	"due_to" date NOT NULL,
	"days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"sites_to_sample" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditor_consultancies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_number_counters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"prefix" text NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_sites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"site_type" integer DEFAULT 1 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_status_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"plan_id" uuid NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_team_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"plan_id" uuid NOT NULL,
	"auditor_id" uuid NOT NULL,
	"role" integer NOT NULL,
	"scheme" text NOT NULL,
	"codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"half_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_date" date,
	"to_date" date,
	"supervisor_id" uuid,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"programme_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"cycle_no" integer DEFAULT 1 NOT NULL,
	"audit_type" integer NOT NULL,
	"stage" integer,
	"due_from" date NOT NULL,
	"due_to" date NOT NULL,
	"days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"sites_to_sample" integer DEFAULT 1 NOT NULL,
	"estimated" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_plans" ADD CONSTRAINT "audit_plans_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_programmes" ADD CONSTRAINT "audit_programmes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_programmes" ADD CONSTRAINT "audit_programmes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_programmes" ADD CONSTRAINT "audit_programmes_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_projects" ADD CONSTRAINT "audit_projects_programme_id_audit_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."audit_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_projects" ADD CONSTRAINT "audit_projects_programme_row_id_programme_rows_id_fk" FOREIGN KEY ("programme_row_id") REFERENCES "public"."programme_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_projects" ADD CONSTRAINT "audit_projects_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_projects" ADD CONSTRAINT "audit_projects_plan_id_audit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."audit_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_consultancies" ADD CONSTRAINT "auditor_consultancies_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_consultancies" ADD CONSTRAINT "auditor_consultancies_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sites" ADD CONSTRAINT "plan_sites_plan_id_audit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."audit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_status_history" ADD CONSTRAINT "plan_status_history_plan_id_audit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."audit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_team_members" ADD CONSTRAINT "plan_team_members_plan_id_audit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."audit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_team_members" ADD CONSTRAINT "plan_team_members_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_team_members" ADD CONSTRAINT "plan_team_members_supervisor_id_auditors_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_rows" ADD CONSTRAINT "programme_rows_programme_id_audit_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."audit_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_plans_no_uq" ON "audit_plans" USING btree ("tenant_id","plan_no");--> statement-breakpoint
CREATE INDEX "audit_plans_created_idx" ON "audit_plans" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_plans_status_idx" ON "audit_plans" USING btree ("tenant_id","status","start_date");--> statement-breakpoint
CREATE INDEX "audit_plans_enterprise_idx" ON "audit_plans" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "audit_programmes_created_idx" ON "audit_programmes" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_programmes_enterprise_idx" ON "audit_programmes" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_programmes_item_uq" ON "audit_programmes" USING btree ("tenant_id","contract_item_id") WHERE "audit_programmes"."contract_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_projects_row_uq" ON "audit_projects" USING btree ("tenant_id","programme_row_id") WHERE "audit_projects"."programme_row_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_projects_plan_idx" ON "audit_projects" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "audit_projects_programme_idx" ON "audit_projects" USING btree ("tenant_id","programme_id");--> statement-breakpoint
CREATE INDEX "auditor_consultancies_idx" ON "auditor_consultancies" USING btree ("tenant_id","enterprise_id","auditor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_number_counters_uq" ON "plan_number_counters" USING btree ("tenant_id","prefix");--> statement-breakpoint
CREATE INDEX "plan_sites_plan_idx" ON "plan_sites" USING btree ("tenant_id","plan_id","sort_no");--> statement-breakpoint
CREATE INDEX "plan_status_history_plan_idx" ON "plan_status_history" USING btree ("tenant_id","plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_team_members_uq" ON "plan_team_members" USING btree ("tenant_id","plan_id","auditor_id");--> statement-breakpoint
CREATE INDEX "plan_team_members_auditor_idx" ON "plan_team_members" USING btree ("tenant_id","auditor_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_rows_seq_uq" ON "programme_rows" USING btree ("tenant_id","programme_id","seq");--> statement-breakpoint
CREATE INDEX "programme_rows_due_idx" ON "programme_rows" USING btree ("tenant_id","due_from");