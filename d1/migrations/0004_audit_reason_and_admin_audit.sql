-- The audit's internal reason beside the public failure code (why a code collapsed: which list or
-- switch said no), an index for searching the audit by time, and the administrators' own audit
-- trail: every admin change (who, what, before, after, when). Hand-written: see d1/schema.ts.
ALTER TABLE `tool_audit` ADD `reason` text;
--> statement-breakpoint
CREATE INDEX `tool_audit_created_idx` ON `tool_audit` (`created_at`);
--> statement-breakpoint
CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_created_idx` ON `admin_audit` (`created_at`);
