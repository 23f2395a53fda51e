CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_log" ADD COLUMN "aggregate_key" text;--> statement-breakpoint
ALTER TABLE "security_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_log" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "security_log_aggregate_uq" ON "security_log" USING btree ("aggregate_key");