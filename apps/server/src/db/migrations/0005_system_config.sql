CREATE TABLE "permission_revisions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
