CREATE TABLE "settlement_formulas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"version_no" integer NOT NULL,
	"annual_fee_per_mark" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"settlement_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"enterprise_name" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"contract_no" text NOT NULL,
	"standards" integer DEFAULT 0 NOT NULL,
	"marked_standards" integer DEFAULT 0 NOT NULL,
	"labour" numeric(14, 2) DEFAULT '0' NOT NULL,
	"travel" numeric(14, 2) DEFAULT '0' NOT NULL,
	"audit_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"month" text NOT NULL,
	"party_type" integer NOT NULL,
	"partner_id" uuid,
	"branch_id" uuid,
	"party_name" text NOT NULL,
	"formula_version" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"annual_fee_per_mark" numeric(14, 2) DEFAULT '0' NOT NULL,
	"standards" integer DEFAULT 0 NOT NULL,
	"marked_standards" integer DEFAULT 0 NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"annual_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"audit_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_costs" numeric(14, 2) DEFAULT '0' NOT NULL,
	"settled" numeric(14, 2) DEFAULT '0' NOT NULL,
	"carried_over" numeric(14, 2) DEFAULT '0' NOT NULL,
	"prepayments" numeric(14, 2) DEFAULT '0' NOT NULL,
	"invoice_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"labour_counted" integer DEFAULT 0 NOT NULL,
	"check_status" integer DEFAULT 0 NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"check_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_formulas_version_uq" ON "settlement_formulas" USING btree ("tenant_id","version_no");--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_idx" ON "settlement_lines" USING btree ("tenant_id","settlement_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_contract_idx" ON "settlement_lines" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_partner_month_uq" ON "settlements" USING btree ("tenant_id","partner_id","month") WHERE "settlements"."partner_id" is not null and "settlements"."check_status" <> 2;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_branch_month_uq" ON "settlements" USING btree ("tenant_id","branch_id","month") WHERE "settlements"."branch_id" is not null and "settlements"."check_status" <> 2;--> statement-breakpoint
CREATE INDEX "settlements_month_idx" ON "settlements" USING btree ("tenant_id","month","created_at","id");