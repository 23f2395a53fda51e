CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"payment_id" uuid NOT NULL,
	"receivable_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_date" date NOT NULL,
	"method" integer DEFAULT 1 NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"contract_item_id" uuid NOT NULL,
	"audit_type" integer NOT NULL,
	"fee_type" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received" numeric(14, 2) DEFAULT '0' NOT NULL,
	"invoice_status" integer DEFAULT 1 NOT NULL,
	"due_date" date NOT NULL,
	"due_basis" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_uq" ON "payment_allocations" USING btree ("tenant_id","payment_id","receivable_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_receivable_idx" ON "payment_allocations" USING btree ("tenant_id","receivable_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("tenant_id","received_date","id");--> statement-breakpoint
CREATE INDEX "payments_enterprise_idx" ON "payments" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_item_fee_uq" ON "receivables" USING btree ("tenant_id","contract_item_id","audit_type","fee_type");--> statement-breakpoint
CREATE INDEX "receivables_created_idx" ON "receivables" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "receivables_enterprise_idx" ON "receivables" USING btree ("tenant_id","enterprise_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_contract_idx" ON "receivables" USING btree ("tenant_id","contract_id");