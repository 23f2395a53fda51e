CREATE TABLE "certificate_standards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"full_name" text NOT NULL,
	"real_name" text NOT NULL,
	"standard_number" text DEFAULT '' NOT NULL,
	"scope_certificate" integer DEFAULT 1 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"certi_code" text NOT NULL,
	"description" text NOT NULL,
	"certi_coverage" text DEFAULT '' NOT NULL,
	"certi_qualification" text DEFAULT '' NOT NULL,
	"certi_environment" text DEFAULT '' NOT NULL,
	"certi_security_and_health" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"dictionary_id" uuid NOT NULL,
	"value" text NOT NULL,
	"text" text NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"certificate_standard_id" uuid NOT NULL,
	"cert_code_custom" text NOT NULL,
	"iaf_code" integer,
	"pro_name" text NOT NULL,
	"witness_required" integer DEFAULT 0 NOT NULL,
	"risk_level" integer,
	"tech_specification" text DEFAULT '' NOT NULL,
	"bel_industry" text DEFAULT '' NOT NULL,
	"reporting_code" text DEFAULT '' NOT NULL,
	"effective_date" date,
	"expiry_date" date,
	"enabled" integer DEFAULT 1,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_column_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" uuid NOT NULL,
	"setting_key" text NOT NULL,
	"setting_json" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD CONSTRAINT "dictionary_items_dictionary_id_dictionaries_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."dictionaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_codes" ADD CONSTRAINT "professional_codes_certificate_standard_id_certificate_standards_id_fk" FOREIGN KEY ("certificate_standard_id") REFERENCES "public"."certificate_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_standards_code_uq" ON "certificate_standards" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_items_uq" ON "certification_items" USING btree ("tenant_id","certi_code","description");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_code_uq" ON "dictionaries" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_items_value_uq" ON "dictionary_items" USING btree ("tenant_id","dictionary_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_codes_uq" ON "professional_codes" USING btree ("tenant_id","certificate_standard_id","cert_code_custom","pro_name");--> statement-breakpoint
CREATE INDEX "professional_codes_code_idx" ON "professional_codes" USING btree ("tenant_id","cert_code_custom");--> statement-breakpoint
CREATE UNIQUE INDEX "user_column_settings_uq" ON "user_column_settings" USING btree ("tenant_id","user_id","setting_key");