CREATE TABLE "labour_fees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source" integer NOT NULL,
	"auditor_id" uuid NOT NULL,
	"plan_id" uuid,
	"project_id" uuid,
	"plan_no" text DEFAULT '' NOT NULL,
	"enterprise_id" uuid,
	"contract_id" uuid,
	"contract_no" text DEFAULT '' NOT NULL,
	"standard" text DEFAULT '' NOT NULL,
	"audit_type" integer,
	"stage" integer,
	"role" text DEFAULT 'member' NOT NULL,
	"qualification" text DEFAULT 'auditor' NOT NULL,
	"holds_code" boolean DEFAULT false NOT NULL,
	"witness" boolean DEFAULT false NOT NULL,
	"half_days" integer DEFAULT 0 NOT NULL,
	"days10" integer DEFAULT 0 NOT NULL,
	"day_rate" integer DEFAULT 0 NOT NULL,
	"report_fee" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"travel" integer DEFAULT 0 NOT NULL,
	"factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tariff_version" integer,
	"work_date" date NOT NULL,
	"work_month" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"paid_date" date,
	"paid_ref" text DEFAULT '' NOT NULL,
	"answer" integer DEFAULT 0 NOT NULL,
	"answer_reason" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labour_tariffs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"version_no" integer NOT NULL,
	"effective_from" date NOT NULL,
	"rates" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_slips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"source" integer NOT NULL,
	"basic" integer DEFAULT 0 NOT NULL,
	"labour_fee" integer DEFAULT 0 NOT NULL,
	"subsidy" integer DEFAULT 0 NOT NULL,
	"audit_days" integer DEFAULT 0 NOT NULL,
	"other" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labour_fees" ADD CONSTRAINT "labour_fees_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_fees" ADD CONSTRAINT "labour_fees_plan_id_audit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."audit_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_fees" ADD CONSTRAINT "labour_fees_project_id_audit_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."audit_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_fees" ADD CONSTRAINT "labour_fees_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_fees" ADD CONSTRAINT "labour_fees_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labour_fees_plan_member_uq" ON "labour_fees" USING btree ("tenant_id","project_id","auditor_id") WHERE "labour_fees"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "labour_fees_month_idx" ON "labour_fees" USING btree ("tenant_id","work_month","auditor_id");--> statement-breakpoint
CREATE INDEX "labour_fees_auditor_idx" ON "labour_fees" USING btree ("tenant_id","auditor_id","work_month");--> statement-breakpoint
CREATE INDEX "labour_fees_created_idx" ON "labour_fees" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "labour_fees_contract_idx" ON "labour_fees" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labour_tariffs_version_uq" ON "labour_tariffs" USING btree ("tenant_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_slips_person_month_uq" ON "salary_slips" USING btree ("tenant_id","auditor_id","month");--> statement-breakpoint
CREATE INDEX "salary_slips_month_idx" ON "salary_slips" USING btree ("tenant_id","month");