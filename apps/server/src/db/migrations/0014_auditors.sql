CREATE TABLE "auditor_code_competences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"evaluation_method" text DEFAULT '' NOT NULL,
	"pass_date" date,
	"evaluator" text DEFAULT '' NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"return_reason" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "auditor_labour_contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"contract_no" text NOT NULL,
	"contract_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_rate" numeric(12, 2) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditor_leaves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_half" integer NOT NULL,
	"to_date" date NOT NULL,
	"to_half" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditor_qualifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"level" text NOT NULL,
	"registration_no" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"leader_flag" integer DEFAULT 3 NOT NULL,
	"can_witness" boolean DEFAULT false NOT NULL,
	"reminded_days" integer
);
--> statement-breakpoint
CREATE TABLE "auditors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"sex" integer NOT NULL,
	"id_card_no" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"personnel_kind" text DEFAULT '1' NOT NULL,
	"employment_type" integer DEFAULT 1 NOT NULL,
	"branch_company" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"employer" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "witness_assessments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"witness_auditor_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"project" text NOT NULL,
	"witness_date" date NOT NULL,
	"result" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditor_code_competences" ADD CONSTRAINT "auditor_code_competences_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_labour_contracts" ADD CONSTRAINT "auditor_labour_contracts_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_leaves" ADD CONSTRAINT "auditor_leaves_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_qualifications" ADD CONSTRAINT "auditor_qualifications_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditors" ADD CONSTRAINT "auditors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "witness_assessments" ADD CONSTRAINT "witness_assessments_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "witness_assessments" ADD CONSTRAINT "witness_assessments_witness_auditor_id_auditors_id_fk" FOREIGN KEY ("witness_auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auditor_code_competences_live_uq" ON "auditor_code_competences" USING btree ("tenant_id","auditor_id","scheme","code") WHERE "auditor_code_competences"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "auditor_code_competences_code_idx" ON "auditor_code_competences" USING btree ("tenant_id","scheme","code");--> statement-breakpoint
CREATE INDEX "auditor_code_competences_status_idx" ON "auditor_code_competences" USING btree ("tenant_id","status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auditor_labour_contracts_no_uq" ON "auditor_labour_contracts" USING btree ("tenant_id","contract_no");--> statement-breakpoint
CREATE INDEX "auditor_labour_contracts_auditor_idx" ON "auditor_labour_contracts" USING btree ("tenant_id","auditor_id");--> statement-breakpoint
CREATE INDEX "auditor_leaves_range_idx" ON "auditor_leaves" USING btree ("tenant_id","from_date","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "auditor_qualifications_scheme_uq" ON "auditor_qualifications" USING btree ("tenant_id","auditor_id","scheme");--> statement-breakpoint
CREATE INDEX "auditor_qualifications_valid_to_idx" ON "auditor_qualifications" USING btree ("tenant_id","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "auditors_id_card_uq" ON "auditors" USING btree ("tenant_id","id_card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "auditors_user_uq" ON "auditors" USING btree ("tenant_id","user_id") WHERE "auditors"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "auditors_created_idx" ON "auditors" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "auditors_name_idx" ON "auditors" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "auditors_status_idx" ON "auditors" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "witness_assessments_auditor_idx" ON "witness_assessments" USING btree ("tenant_id","auditor_id","witness_date");