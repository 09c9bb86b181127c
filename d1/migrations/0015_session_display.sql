-- Who is signed in, as an app shows it ("Signed in as Asha · ••••0001") and a group names its
-- participants: a member session keeps the first name PlanCover gave and the last four digits of the
-- number signed in with, never the whole number. NULL for guests, staff and sessions made before.
-- Hand-written: see d1/schema.ts.
ALTER TABLE `sessions` ADD `first_name` text;
--> statement-breakpoint
ALTER TABLE `sessions` ADD `mobile_last4` text;
