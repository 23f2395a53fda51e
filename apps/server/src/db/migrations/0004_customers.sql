CREATE TABLE "customer_user_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"partner_id" uuid
);
--> statement-breakpoint
CREATE TABLE "enterprise_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_sites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"site_type" text DEFAULT '1' NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"headcount" integer DEFAULT 0 NOT NULL,
	"shift_pattern" text DEFAULT '' NOT NULL,
	"processes" text DEFAULT '' NOT NULL,
	"is_central_function" boolean DEFAULT false NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"credit_code" text NOT NULL,
	"nature_code" text DEFAULT '' NOT NULL,
	"industry_code" text DEFAULT '' NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"region_name" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'CN' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"registered_capital" numeric(18, 4),
	"legal_representative" text DEFAULT '' NOT NULL,
	"registered_address" text DEFAULT '' NOT NULL,
	"registered_address_en" text DEFAULT '' NOT NULL,
	"office_address" text DEFAULT '' NOT NULL,
	"office_address_en" text DEFAULT '' NOT NULL,
	"production_address" text DEFAULT '' NOT NULL,
	"production_address_en" text DEFAULT '' NOT NULL,
	"total_headcount" integer DEFAULT 0 NOT NULL,
	"scale_level" text DEFAULT 'S' NOT NULL,
	"branch_company" text DEFAULT '' NOT NULL,
	"partner_id" uuid,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"partner_type" text DEFAULT 'consultancy' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_user_links" ADD CONSTRAINT "customer_user_links_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_user_links" ADD CONSTRAINT "customer_user_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_contacts" ADD CONSTRAINT "enterprise_contacts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_sites" ADD CONSTRAINT "enterprise_sites_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_user_links_user_uq" ON "customer_user_links" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "enterprise_contacts_enterprise_idx" ON "enterprise_contacts" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_sites_enterprise_idx" ON "enterprise_sites" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_name_uq" ON "enterprises" USING btree ("tenant_id","name") WHERE "enterprises"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_credit_code_uq" ON "enterprises" USING btree ("tenant_id","credit_code") WHERE "enterprises"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_code_uq" ON "enterprises" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "enterprises_created_idx" ON "enterprises" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "enterprises_region_idx" ON "enterprises" USING btree ("tenant_id","region_code");--> statement-breakpoint
CREATE INDEX "enterprises_partner_idx" ON "enterprises" USING btree ("tenant_id","partner_id");--> statement-breakpoint
CREATE INDEX "enterprises_headcount_idx" ON "enterprises" USING btree ("tenant_id","total_headcount");--> statement-breakpoint
CREATE INDEX "enterprises_updated_idx" ON "enterprises" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_uq" ON "partners" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_uq" ON "partners" USING btree ("tenant_id","name");