-- The demo deployment's policy: company `demo` (the company every guest and demo member belongs
-- to locally) offers all fifteen tools on every channel, with a generous budget. Without a policy
-- row nothing is offered (policy_missing): production starts empty and an administrator writes it.
-- Idempotent: re-running changes nothing an administrator set since.

INSERT OR IGNORE INTO company_policy (company_id, kill_switch, daily_call_budget, calls_per_minute, channels, updated_at)
VALUES ('demo', 0, 500, 60, '["mobile","web","partner","mcp"]', '2026-01-01T00:00:00.000Z');

INSERT OR IGNORE INTO tool_policy (company_id, tool_name, enabled, roles, channels) VALUES
  ('demo', 'list_my_policies', 1, NULL, NULL),
  ('demo', 'get_plan_details', 1, NULL, NULL),
  ('demo', 'get_covered_benefits', 1, NULL, NULL),
  ('demo', 'get_policy_members', 1, NULL, NULL),
  ('demo', 'get_sum_insured_balance', 1, NULL, NULL),
  ('demo', 'list_my_claims', 1, NULL, NULL),
  ('demo', 'get_claim_status', 1, NULL, NULL),
  ('demo', 'get_claim_details', 1, NULL, NULL),
  ('demo', 'list_policy_documents', 1, NULL, NULL),
  ('demo', 'get_e_card', 1, NULL, NULL),
  ('demo', 'get_member_profile', 1, NULL, NULL),
  ('demo', 'search_network_hospitals', 1, NULL, NULL),
  ('demo', 'get_hospital_details', 1, NULL, NULL),
  ('demo', 'search_policy_knowledge', 1, NULL, NULL),
  ('demo', 'request_callback', 1, NULL, NULL);
