-- A partner's grant in this system: the member session the member's own sign-in on /authorize created
-- is bound, at consent, to the client and the scopes granted, so every call on it runs as that
-- partner whatever its caller says, and revoking or disabling the client finds (and ends) it.
-- The conversations each grant session started, so an ending reaches its sockets and proposals.
-- Hand-written: see d1/schema.ts.
ALTER TABLE `sessions` ADD `partner_client_id` text;
--> statement-breakpoint
ALTER TABLE `sessions` ADD `partner_scopes` text;
--> statement-breakpoint
CREATE INDEX `sessions_partner_client` ON `sessions` (`partner_client_id`, `person_id`);
--> statement-breakpoint
CREATE TABLE `grant_conversations` (
	`session_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`session_id`, `conversation_id`)
);
