-- The auditors' table carries no trigger of another area: 0065's trigger on auditors, which wrote
-- labour_fee_groups.auditor_name on a rename, goes. The auditors area runs its rename hook in the
-- renaming transaction (auditors/hooks.ts) and auditor-pay updates its own groups there
-- (renameAuditorInGroups). The statement-level trigger on labour_fees (labour_fee_groups_apply,
-- auditor-pay's own table) stays.
DROP TRIGGER IF EXISTS "labour_fee_groups_auditor_name" ON "auditors";--> statement-breakpoint
DROP FUNCTION IF EXISTS labour_fee_groups_auditor_name();
