CREATE TABLE "statistics_certificate_cells" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"standard_id" uuid,
	"standard_code" text DEFAULT '' NOT NULL,
	"standard_name" text DEFAULT '' NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"sector" text DEFAULT '' NOT NULL,
	"month" text DEFAULT '' NOT NULL,
	"certificate_id" uuid,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_refreshes" (
	"tenant_id" integer NOT NULL,
	"subject" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"certificates" integer NOT NULL,
	CONSTRAINT "statistics_refreshes_tenant_id_subject_pk" PRIMARY KEY("tenant_id","subject")
);
--> statement-breakpoint
CREATE INDEX "statistics_certificate_cells_idx" ON "statistics_certificate_cells" USING btree ("tenant_id","sector","kind","month");