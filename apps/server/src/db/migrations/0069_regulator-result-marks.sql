CREATE TABLE "report_mark_refreshes" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_mark_refreshes_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "report_result_marks" (
	"tenant_id" integer NOT NULL,
	"project_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"end_date" date,
	"branch_code" text DEFAULT '' NOT NULL,
	"scheme" text DEFAULT '' NOT NULL,
	CONSTRAINT "report_result_marks_tenant_id_project_id_member_id_pk" PRIMARY KEY("tenant_id","project_id","member_id")
);
--> statement-breakpoint
CREATE INDEX "report_result_marks_list_idx" ON "report_result_marks" USING btree ("tenant_id","event_date","project_id" DESC NULLS FIRST,"member_id" DESC NULLS FIRST);