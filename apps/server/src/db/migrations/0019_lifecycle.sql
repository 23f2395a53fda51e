CREATE TABLE "lifecycle_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"stage" text NOT NULL,
	"deadline" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_calendar_days" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"day" date NOT NULL,
	"kind" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lifecycle_reminders_uq" ON "lifecycle_reminders" USING btree ("tenant_id","kind","subject_key","stage");--> statement-breakpoint
CREATE INDEX "lifecycle_reminders_deadline_idx" ON "lifecycle_reminders" USING btree ("tenant_id","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "working_calendar_days_day_uq" ON "working_calendar_days" USING btree ("tenant_id","day");