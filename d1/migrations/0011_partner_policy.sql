-- A company's rule for one partner (OAuth) client: an administrator can switch the client off (the
-- reason is kept for the audit, never shown to the partner), limit it to some tools, and give it its
-- own per-minute rate across every member it acts for. No row: the company's policy alone applies.
-- Hand-written: see d1/schema.ts.
CREATE TABLE `partner_policy` (
	`company_id` text NOT NULL,
	`client_id` text NOT NULL,
	`enabled` integer NOT NULL,
	`reason` text,
	`tools` text,
	`calls_per_minute` integer,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`company_id`, `client_id`)
);
