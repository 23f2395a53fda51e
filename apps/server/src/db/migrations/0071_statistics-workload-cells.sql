CREATE TABLE "statistics_workload_cells" (
	"tenant_id" integer NOT NULL,
	"auditor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"leader10" integer NOT NULL,
	"member10" integer NOT NULL,
	"expert10" integer NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "statistics_workload_cells_idx" ON "statistics_workload_cells" USING btree ("tenant_id","month");