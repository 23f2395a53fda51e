CREATE TABLE "labour_list_counts" (
	"tenant_id" integer NOT NULL,
	"list" text NOT NULL,
	"month" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "labour_list_counts_tenant_id_list_month_pk" PRIMARY KEY("tenant_id","list","month")
);
