CREATE TABLE "enterprise_consultancies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_consultants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"partner_id" uuid NOT NULL,
	"auditor_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "level" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "settlement_price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rebate_rate" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "assign_mode" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_consultancies" ADD CONSTRAINT "enterprise_consultancies_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_consultancies" ADD CONSTRAINT "enterprise_consultancies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_consultants" ADD CONSTRAINT "partner_consultants_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_consultants" ADD CONSTRAINT "partner_consultants_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_consultancies_enterprise_idx" ON "enterprise_consultancies" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_consultancies_partner_idx" ON "enterprise_consultancies" USING btree ("tenant_id","partner_id");--> statement-breakpoint
CREATE INDEX "partner_consultants_partner_idx" ON "partner_consultants" USING btree ("tenant_id","partner_id");--> statement-breakpoint
CREATE INDEX "partner_consultants_auditor_idx" ON "partner_consultants" USING btree ("tenant_id","auditor_id");