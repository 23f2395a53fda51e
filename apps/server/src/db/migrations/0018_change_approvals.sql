CREATE TABLE "change_approval_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"application_change_id" uuid NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_approvals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"application_change_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"application_item_id" uuid,
	"decision" integer NOT NULL,
	"audit_type" integer,
	"opinion" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone,
	"review_id" uuid,
	"certificate_flow" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificate_flow_status" integer DEFAULT 0 NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_approval_events" ADD CONSTRAINT "change_approval_events_application_change_id_application_changes_id_fk" FOREIGN KEY ("application_change_id") REFERENCES "public"."application_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_approval_events" ADD CONSTRAINT "change_approval_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_approvals" ADD CONSTRAINT "change_approvals_application_change_id_application_changes_id_fk" FOREIGN KEY ("application_change_id") REFERENCES "public"."application_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_approvals" ADD CONSTRAINT "change_approvals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_approvals" ADD CONSTRAINT "change_approvals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_approvals" ADD CONSTRAINT "change_approvals_application_item_id_application_items_id_fk" FOREIGN KEY ("application_item_id") REFERENCES "public"."application_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_approvals" ADD CONSTRAINT "change_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_approval_events_change_idx" ON "change_approval_events" USING btree ("tenant_id","application_change_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "change_approvals_change_uq" ON "change_approvals" USING btree ("tenant_id","application_change_id");--> statement-breakpoint
CREATE INDEX "change_approvals_decided_idx" ON "change_approvals" USING btree ("tenant_id","decided_at","id");--> statement-breakpoint
CREATE INDEX "change_approvals_flow_idx" ON "change_approvals" USING btree ("tenant_id","certificate_flow_status");