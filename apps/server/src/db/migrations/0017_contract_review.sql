CREATE TABLE "audit_duration_tables" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"standard" text NOT NULL,
	"table_version" text NOT NULL,
	"bands" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_time_factors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"percent" numeric(8, 2) NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_time_policies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"stage1_share" numeric(8, 2) DEFAULT 0.3 NOT NULL,
	"default_risk_level" integer DEFAULT 2 NOT NULL,
	"qms_risk_adjustment" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "body_accreditations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"standard_code" text NOT NULL,
	"mark" text NOT NULL,
	"iaf_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "contract_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"contract_id" uuid NOT NULL,
	"review_item_id" uuid,
	"certificate_standard_id" uuid NOT NULL,
	"standard_code" text DEFAULT '' NOT NULL,
	"standard_version" text DEFAULT '' NOT NULL,
	"scope_zh" text DEFAULT '' NOT NULL,
	"scope_en" text DEFAULT '' NOT NULL,
	"professional_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reporting_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk_level" integer,
	"headcount" integer DEFAULT 0 NOT NULL,
	"effective_personnel" integer DEFAULT 0 NOT NULL,
	"stage1_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"stage2_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"surveillance_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"recertification_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"recert_count" integer DEFAULT 0 NOT NULL,
	"surveillance_frequency" integer DEFAULT 12 NOT NULL,
	"accreditation_mark" text DEFAULT '' NOT NULL,
	"is_transfer" integer DEFAULT 0 NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_initial" integer DEFAULT 0 NOT NULL,
	"sample_surveillance" integer DEFAULT 0 NOT NULL,
	"sample_recertification" integer DEFAULT 0 NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_number_counters" (
	"tenant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "contract_number_counters_tenant_id_scope_pk" PRIMARY KEY("tenant_id","scope")
);
--> statement-breakpoint
CREATE TABLE "contract_number_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"pattern" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"contract_no" text NOT NULL,
	"review_task_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"signed_date" date,
	"signatory" text DEFAULT '' NOT NULL,
	"surveillance_frequency" integer DEFAULT 12 NOT NULL,
	"integration_percent" numeric(8, 2) DEFAULT 0 NOT NULL,
	"total_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"total_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reviewer_id" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"return_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_tariffs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"audit_type" integer NOT NULL,
	"fee_type" integer NOT NULL,
	"standard_code" text DEFAULT '' NOT NULL,
	"basis" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_fee_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"review_task_id" uuid NOT NULL,
	"review_item_id" uuid,
	"audit_type" integer NOT NULL,
	"fee_type" integer NOT NULL,
	"tariff_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"overridden" integer DEFAULT 0 NOT NULL,
	"override_reason" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"review_task_id" uuid NOT NULL,
	"application_item_id" uuid,
	"certificate_standard_id" uuid NOT NULL,
	"standard_code" text DEFAULT '' NOT NULL,
	"standard_version" text DEFAULT '' NOT NULL,
	"scope_zh" text DEFAULT '' NOT NULL,
	"scope_en" text DEFAULT '' NOT NULL,
	"professional_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reporting_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk_level" integer,
	"headcount" integer DEFAULT 0 NOT NULL,
	"part_time_fte" numeric(8, 2) DEFAULT 0 NOT NULL,
	"part_time_headcount" integer DEFAULT 0 NOT NULL,
	"repetitive_reduction" integer DEFAULT 0 NOT NULL,
	"reduction_reason" text DEFAULT '' NOT NULL,
	"effective_personnel" integer DEFAULT 0 NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_initial" integer DEFAULT 0 NOT NULL,
	"sample_surveillance" integer DEFAULT 0 NOT NULL,
	"sample_recertification" integer DEFAULT 0 NOT NULL,
	"accreditation_mark" text DEFAULT '' NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"table_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"adjusted_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"onsite_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"stage1_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"stage2_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"surveillance_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"recertification_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"justification" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"competence_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surveillance_frequency" integer DEFAULT 12 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"review_type" integer NOT NULL,
	"audit_type" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"application_change_id" uuid,
	"contract_item_id" uuid,
	"status" integer DEFAULT 0 NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"return_reason" text DEFAULT '' NOT NULL,
	"integration_percent" numeric(8, 2) DEFAULT 0 NOT NULL,
	"integration_reason" text DEFAULT '' NOT NULL,
	"total_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"audit_time" jsonb,
	"competence_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"contract_id" uuid
);
--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_review_item_id_review_items_id_fk" FOREIGN KEY ("review_item_id") REFERENCES "public"."review_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_certificate_standard_id_certificate_standards_id_fk" FOREIGN KEY ("certificate_standard_id") REFERENCES "public"."certificate_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_review_task_id_review_tasks_id_fk" FOREIGN KEY ("review_task_id") REFERENCES "public"."review_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_fee_lines" ADD CONSTRAINT "review_fee_lines_review_task_id_review_tasks_id_fk" FOREIGN KEY ("review_task_id") REFERENCES "public"."review_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_fee_lines" ADD CONSTRAINT "review_fee_lines_review_item_id_review_items_id_fk" FOREIGN KEY ("review_item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_review_task_id_review_tasks_id_fk" FOREIGN KEY ("review_task_id") REFERENCES "public"."review_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_application_item_id_application_items_id_fk" FOREIGN KEY ("application_item_id") REFERENCES "public"."application_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_certificate_standard_id_certificate_standards_id_fk" FOREIGN KEY ("certificate_standard_id") REFERENCES "public"."certificate_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD CONSTRAINT "review_tasks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD CONSTRAINT "review_tasks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD CONSTRAINT "review_tasks_application_change_id_application_changes_id_fk" FOREIGN KEY ("application_change_id") REFERENCES "public"."application_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD CONSTRAINT "review_tasks_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD CONSTRAINT "review_tasks_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_duration_tables_uq" ON "audit_duration_tables" USING btree ("tenant_id","standard","table_version");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_duration_tables_active_uq" ON "audit_duration_tables" USING btree ("tenant_id","standard") WHERE "audit_duration_tables"."active" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_time_factors_code_uq" ON "audit_time_factors" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_time_policies_tenant_uq" ON "audit_time_policies" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "body_accreditations_uq" ON "body_accreditations" USING btree ("tenant_id","standard_code","mark");--> statement-breakpoint
CREATE INDEX "contract_items_contract_idx" ON "contract_items" USING btree ("tenant_id","contract_id","sort_no");--> statement-breakpoint
CREATE INDEX "contract_items_standard_idx" ON "contract_items" USING btree ("tenant_id","certificate_standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_number_rules_tenant_uq" ON "contract_number_rules" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_no_uq" ON "contracts" USING btree ("tenant_id","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_enterprise_idx" ON "contracts" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_tariffs_uq" ON "fee_tariffs" USING btree ("tenant_id","audit_type","fee_type","standard_code");--> statement-breakpoint
CREATE INDEX "review_fee_lines_task_idx" ON "review_fee_lines" USING btree ("tenant_id","review_task_id","sort_no");--> statement-breakpoint
CREATE INDEX "review_items_task_idx" ON "review_items" USING btree ("tenant_id","review_task_id","sort_no");--> statement-breakpoint
CREATE INDEX "review_tasks_created_idx" ON "review_tasks" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "review_tasks_status_idx" ON "review_tasks" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "review_tasks_application_idx" ON "review_tasks" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "review_tasks_change_idx" ON "review_tasks" USING btree ("tenant_id","application_change_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_tasks_open_application_uq" ON "review_tasks" USING btree ("tenant_id","application_id") WHERE "review_tasks"."review_type" = 1 and "review_tasks"."status" = 0;