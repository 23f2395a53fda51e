ALTER TABLE "security_log" ADD COLUMN "aggregate_key" text;--> statement-breakpoint
ALTER TABLE "security_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_log" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "security_log_aggregate_uq" ON "security_log" USING btree ("aggregate_key");