CREATE TABLE "third_party_login_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"corp_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"secret" text NOT NULL,
	"authorize_url" text DEFAULT 'https://login.work.weixin.qq.com' NOT NULL,
	"api_url" text DEFAULT 'https://qyapi.weixin.qq.com' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "third_party_login_grants_expiry_idx" ON "third_party_login_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_providers_uq" ON "third_party_providers" USING btree ("tenant_id","provider");