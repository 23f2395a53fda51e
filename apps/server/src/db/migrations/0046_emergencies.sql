CREATE TABLE "emergency_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"event_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"programme_row_id" uuid,
	"audit_type" integer,
	"certificate_id" uuid,
	"subject" text NOT NULL,
	"original_date" date NOT NULL,
	"new_date" date NOT NULL,
	"months" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_enterprises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"event_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"token_hash" text,
	"notice_sent_at" timestamp with time zone,
	"email_status" text DEFAULT '' NOT NULL,
	"sms_status" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"can_operate" boolean,
	"expected_recovery" date,
	"alternative_sites" text DEFAULT '' NOT NULL,
	"postponement_wanted" boolean,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"event_type" text NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurred_at" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"remote_audit_allowed" boolean DEFAULT false NOT NULL,
	"postponement_months" integer DEFAULT 0 NOT NULL,
	"extension_months" integer DEFAULT 0 NOT NULL,
	"scope" text NOT NULL,
	"industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enterprise_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"notice_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "emergency_decisions" ADD CONSTRAINT "emergency_decisions_event_id_emergency_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."emergency_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_decisions" ADD CONSTRAINT "emergency_decisions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_decisions" ADD CONSTRAINT "emergency_decisions_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_enterprises" ADD CONSTRAINT "emergency_enterprises_event_id_emergency_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."emergency_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_enterprises" ADD CONSTRAINT "emergency_enterprises_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_decisions_event_idx" ON "emergency_decisions" USING btree ("tenant_id","event_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "emergency_decisions_row_idx" ON "emergency_decisions" USING btree ("tenant_id","programme_row_id");--> statement-breakpoint
CREATE INDEX "emergency_decisions_certificate_idx" ON "emergency_decisions" USING btree ("tenant_id","certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_enterprises_uq" ON "emergency_enterprises" USING btree ("event_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_enterprises_token_uq" ON "emergency_enterprises" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "emergency_enterprises_enterprise_idx" ON "emergency_enterprises" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "emergency_events_created_idx" ON "emergency_events" USING btree ("tenant_id","created_at","id");