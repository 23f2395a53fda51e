ALTER TABLE "certificates" ADD COLUMN "accreditation_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "sites" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "body_accreditations" ADD COLUMN "accreditation_no" text DEFAULT '' NOT NULL;