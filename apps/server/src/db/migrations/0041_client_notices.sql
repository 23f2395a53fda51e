CREATE TABLE "client_notice_recipients" (
	"tenant_id" integer NOT NULL,
	"notice_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" uuid,
	"reader_name" text,
	"sms_status" text DEFAULT '' NOT NULL,
	"email_status" text DEFAULT '' NOT NULL,
	CONSTRAINT "client_notice_recipients_notice_id_enterprise_id_pk" PRIMARY KEY("notice_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "client_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience_type" text NOT NULL,
	"audience_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_sms" boolean DEFAULT false NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"sender_name" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opened_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience_type" text NOT NULL,
	"enterprise_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_notice_recipients" ADD CONSTRAINT "client_notice_recipients_notice_id_client_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."client_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notice_recipients" ADD CONSTRAINT "client_notice_recipients_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notice_recipients_enterprise_idx" ON "client_notice_recipients" USING btree ("tenant_id","enterprise_id","notice_id");--> statement-breakpoint
CREATE INDEX "client_notice_recipients_read_idx" ON "client_notice_recipients" USING btree ("notice_id","read_at");--> statement-breakpoint
CREATE INDEX "client_notices_created_idx" ON "client_notices" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_notices_sent_idx" ON "client_notices" USING btree ("tenant_id","sent_at");--> statement-breakpoint
CREATE INDEX "opened_files_created_idx" ON "opened_files" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "opened_files_enterprises_idx" ON "opened_files" USING gin ("enterprise_ids");