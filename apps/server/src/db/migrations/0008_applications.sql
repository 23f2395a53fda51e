CREATE TABLE "application_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"application_id" uuid NOT NULL,
	"change_type" integer NOT NULL,
	"info_change_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before_value" text NOT NULL,
	"after_value" text NOT NULL,
	"reason" text NOT NULL,
	"other_description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"from_zone" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"application_id" uuid NOT NULL,
	"certificate_standard_id" uuid NOT NULL,
	"standard_version" text DEFAULT '' NOT NULL,
	"scope_zh" text NOT NULL,
	"scope_en" text DEFAULT '' NOT NULL,
	"professional_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk_level" integer,
	"headcount" integer DEFAULT 0 NOT NULL,
	"effective_personnel" integer DEFAULT 0 NOT NULL,
	"exclusions" text DEFAULT '' NOT NULL,
	"audit_method" integer DEFAULT 1 NOT NULL,
	"system_number" integer DEFAULT 1 NOT NULL,
	"integrated_audit" integer DEFAULT 0 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_number_counters" (
	"tenant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "application_number_counters_tenant_id_scope_pk" PRIMARY KEY("tenant_id","scope")
);
--> statement-breakpoint
CREATE TABLE "application_number_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"pattern" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"apply_no" text NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"partner_id" uuid,
	"application_type" integer NOT NULL,
	"received_date" date NOT NULL,
	"original_body" text DEFAULT '' NOT NULL,
	"original_certificate_no" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"eligibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"return_reason" text DEFAULT '' NOT NULL,
	"standard_codes" text DEFAULT '' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_changes" ADD CONSTRAINT "application_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_items" ADD CONSTRAINT "application_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_items" ADD CONSTRAINT "application_items_certificate_standard_id_certificate_standards_id_fk" FOREIGN KEY ("certificate_standard_id") REFERENCES "public"."certificate_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_changes_application_idx" ON "application_changes" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "application_changes_created_idx" ON "application_changes" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("tenant_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_items_application_idx" ON "application_items" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "application_items_standard_idx" ON "application_items" USING btree ("tenant_id","certificate_standard_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_number_rules_tenant_uq" ON "application_number_rules" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_apply_no_uq" ON "applications" USING btree ("tenant_id","apply_no");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_enterprise_idx" ON "applications" USING btree ("tenant_id","enterprise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_partner_idx" ON "applications" USING btree ("tenant_id","partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_received_idx" ON "applications" USING btree ("tenant_id","received_date");