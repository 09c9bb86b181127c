-- Partners (OAuth clients) acting for a member: the audit row names the client and the scopes the
-- member granted it. Null for every call that is not a partner's.
ALTER TABLE `tool_audit` ADD `partner_client_id` text;
--> statement-breakpoint
ALTER TABLE `tool_audit` ADD `partner_scopes` text;
