CREATE TABLE "client_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"channel" text NOT NULL,
	"status" integer NOT NULL,
	"email_token_hash" text,
	"email_token_expires_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewer_name" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"user_id" uuid,
	"enterprise_id" uuid
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "client_registrations_created_idx" ON "client_registrations" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_registrations_status_idx" ON "client_registrations" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "client_registrations_token_idx" ON "client_registrations" USING btree ("email_token_hash");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("tenant_id","purpose","target","created_at");