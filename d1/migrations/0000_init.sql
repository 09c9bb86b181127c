CREATE TABLE `company_policy` (
	`company_id` text PRIMARY KEY NOT NULL,
	`kill_switch` integer DEFAULT false NOT NULL,
	`daily_call_budget` integer NOT NULL,
	`calls_per_minute` integer NOT NULL,
	`channels` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `credentials` (
	`ref` text PRIMARY KEY NOT NULL,
	`ciphertext` text NOT NULL,
	`iv` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `knowledge_chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` text NOT NULL,
	`document` text NOT NULL,
	`product` text NOT NULL,
	`section` text NOT NULL,
	`text` text NOT NULL,
	`content_hash` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `knowledge_chunks_unique` ON `knowledge_chunks` (`company_id`,`document`,`section`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`role` text NOT NULL,
	`company_id` text NOT NULL,
	`person_id` text,
	`credential_ref` text,
	`portal_refs` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE TABLE `tool_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` text NOT NULL,
	`tool_call_id` text NOT NULL,
	`tool_name` text NOT NULL,
	`outcome` text NOT NULL,
	`failure_code` text,
	`retryable` integer DEFAULT false NOT NULL,
	`duration_ms` integer NOT NULL,
	`http_status` integer,
	`args_redacted` text NOT NULL,
	`result_summary` text,
	`readiness` text NOT NULL,
	`caller_role` text NOT NULL,
	`channel` text NOT NULL,
	`invocation_source` text NOT NULL,
	`company_id` text NOT NULL,
	`person_hash` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tool_audit_call_unique` ON `tool_audit` (`conversation_id`,`tool_call_id`);--> statement-breakpoint
CREATE INDEX `tool_audit_person_idx` ON `tool_audit` (`person_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `tool_policy` (
	`company_id` text NOT NULL,
	`tool_name` text NOT NULL,
	`enabled` integer NOT NULL,
	`roles` text,
	`channels` text,
	PRIMARY KEY(`company_id`, `tool_name`)
);
--> statement-breakpoint
CREATE TABLE `usage_counter` (
	`person_key` text NOT NULL,
	`window` text NOT NULL,
	`count` integer NOT NULL,
	`expires_at` text NOT NULL,
	PRIMARY KEY(`person_key`, `window`)
);
