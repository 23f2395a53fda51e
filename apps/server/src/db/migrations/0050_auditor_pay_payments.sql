CREATE TABLE "labour_fee_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid NOT NULL,
	"work_month" text NOT NULL,
	"pay_month" text NOT NULL,
	"paid_date" date NOT NULL,
	"paid_ref" text NOT NULL,
	"rows" integer NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"taxable" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labour_fee_payments" ADD CONSTRAINT "labour_fee_payments_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labour_fee_payments_person_idx" ON "labour_fee_payments" USING btree ("tenant_id","auditor_id","pay_month");--> statement-breakpoint
CREATE INDEX "labour_fee_payments_work_idx" ON "labour_fee_payments" USING btree ("tenant_id","auditor_id","work_month");