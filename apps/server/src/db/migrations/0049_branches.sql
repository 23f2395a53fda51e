CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"settlement_method" integer DEFAULT 2 NOT NULL,
	"settlement_type" integer DEFAULT 2 NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"borrow_fee_unit" integer DEFAULT 1 NOT NULL,
	"borrow_fee_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code_uq" ON "branches" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_uq" ON "branches" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "branches_created_idx" ON "branches" USING btree ("tenant_id","created_at","id");