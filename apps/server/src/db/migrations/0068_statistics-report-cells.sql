CREATE TABLE "statistics_application_cells" (
	"tenant_id" integer NOT NULL,
	"standard_id" uuid,
	"month" text,
	"region_code" text,
	"branch" text,
	"status" integer,
	"n" integer NOT NULL,
	"applications" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_customer_cells" (
	"tenant_id" integer NOT NULL,
	"region_code" text,
	"industry_code" text,
	"scale_level" text,
	"branch" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_project_cells" (
	"tenant_id" integer NOT NULL,
	"audit_type" integer,
	"month" text,
	"scheme" text,
	"region_code" text,
	"branch" text,
	"n" integer NOT NULL,
	"days" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "statistics_application_cells_idx" ON "statistics_application_cells" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "statistics_customer_cells_idx" ON "statistics_customer_cells" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "statistics_project_cells_idx" ON "statistics_project_cells" USING btree ("tenant_id","month");