CREATE TABLE "labour_fee_groups" (
	"tenant_id" integer NOT NULL,
	"auditor_id" uuid NOT NULL,
	"work_month" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"queried" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"travel" bigint DEFAULT 0 NOT NULL,
	"paid_date" date,
	"paid_ref" text DEFAULT '' NOT NULL,
	CONSTRAINT "labour_fee_groups_tenant_id_auditor_id_work_month_pk" PRIMARY KEY("tenant_id","auditor_id","work_month")
);
--> statement-breakpoint
CREATE INDEX "labour_fee_groups_month_idx" ON "labour_fee_groups" USING btree ("tenant_id","work_month");