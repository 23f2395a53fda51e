CREATE TABLE "tenant_revisions" (
	"tenant_id" integer NOT NULL,
	"topic" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_revisions_tenant_id_topic_pk" PRIMARY KEY("tenant_id","topic")
);
