CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"invoice_id" uuid NOT NULL,
	"receivable_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"invoice_no" text,
	"invoice_date" date,
	"tax_rate" numeric(5, 2),
	"net_amount" numeric(14, 2),
	"tax_amount" numeric(14, 2),
	"remark" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone,
	"voided_by" uuid,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"expected_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"payment_id" uuid
);
--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "invoiced" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_uq" ON "invoice_lines" USING btree ("tenant_id","invoice_id","receivable_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_receivable_idx" ON "invoice_lines" USING btree ("tenant_id","receivable_id");--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_enterprise_idx" ON "invoices" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("tenant_id","invoice_no") WHERE invoice_no is not null;--> statement-breakpoint
CREATE INDEX "payment_applications_created_idx" ON "payment_applications" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_applications_enterprise_idx" ON "payment_applications" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "payment_applications_payment_idx" ON "payment_applications" USING btree ("tenant_id","payment_id");