-- A small demo policy corpus for the company `demo`: two products, one row per section.
-- Idempotent: the unique (company_id, document, section) index makes a second run insert nothing,
-- and the knowledge_chunks triggers keep the knowledge_fts index in step with every insert.
-- Apply with: npx wrangler d1 execute toolgate --local --file d1/seed/knowledge-demo.sql
-- content_hash is the SHA-256 (hex) of the text. One statement per INSERT, each ending in a semicolon.

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-family-floater-policy-wording', 'CareShield Family Floater', 'Waiting periods',
   'Treatment of any illness that starts within the first 30 days of the policy is not covered (initial waiting period). This does not apply to hospitalisation after an accident. Pre-existing diseases declared in the proposal are covered only after 36 months of continuous cover. Specific illnesses such as cataract, hernia, joint replacement, kidney stones and sinus surgery are covered after a waiting period of 24 months. Waiting periods are counted from the first policy start date and carry over on renewal without a break.',
   'b0918e65aecfc83ff73d6b0cfe1bef786f81f3610f6d737f177ae5b87f87d64a');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-family-floater-policy-wording', 'CareShield Family Floater', 'Exclusions',
   'The policy does not pay for cosmetic or aesthetic treatment, weight control programmes, spectacles and contact lenses, hearing aids, dental treatment unless it needs hospitalisation after an accident, treatment of alcohol or drug abuse, self-inflicted injury, injury during war or hazardous sports, experimental treatment, and expenses not medically necessary. Outpatient consultations are not covered unless a benefit says so.',
   'fadfe5cfec6603ac9c26b2ab6306d13c56cfef98d99259d748b009a1eb207894');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-family-floater-policy-wording', 'CareShield Family Floater', 'Cashless claim procedure',
   'For a planned admission at a network hospital, ask the hospital insurance desk to send the pre-authorisation request to the TPA at least 48 hours before admission, with the health e-card and photo identity of the patient. For an emergency admission the request must reach the TPA within 24 hours of admission. The TPA approves, asks for more documents or declines. If cashless is declined, treatment can continue and a reimbursement claim can be made.',
   '11eb79730e81f3c5feb11284a77f3cc4e49f6f64d0528919bc7d44d4039682bd');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-family-floater-policy-wording', 'CareShield Family Floater', 'Reimbursement claim procedure',
   'Notify the TPA within 48 hours of an emergency admission or before a planned one. Submit the claim within 30 days of discharge. Documents needed: the signed claim form, original hospital bills with an itemised break-up, payment receipts, the discharge summary, investigation reports, pharmacy bills with prescriptions, the health e-card, a cancelled cheque for bank transfer and, for an accident, the police report or medico-legal certificate.',
   'fb507c870450f18c657e51cb01577707c122c9b20816d124a55730b59583411d');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-family-floater-policy-wording', 'CareShield Family Floater', 'Pre and post hospitalisation expenses',
   'Medical expenses incurred in the 60 days before admission and in the 90 days after discharge are covered when they relate to the same illness or injury as the admitted claim. This includes consultations, investigations and medicines. Submit these bills together with the main claim or within 30 days of finishing the post hospitalisation treatment.',
   '05c0a98d8d93339c4161bbc7077c2bcee2017a9c32d9d7b86b7d9df488a73ac3');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-family-floater-policy-wording', 'CareShield Family Floater', 'Room rent',
   'Room rent is covered up to 1 percent of the sum insured per day for a normal room and 2 percent per day for an intensive care unit. If a costlier room is chosen, the other hospital charges linked to the room category, such as doctor visits and nursing, are paid in the same proportion as the room rent limit bears to the actual rent.',
   'e2ae6a052f342b71cd6e65d4ad10c39ad7cb0e715fbb74754cf31cd7b13dd4a0');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-family-floater-policy-wording', 'CareShield Family Floater', 'Co-payment',
   'No co-payment applies while every insured person is younger than 60 years at the start of the policy year. For an insured person aged 60 or more, the member pays 10 percent of every admissible claim and the policy pays the rest. Co-payment applies after any deductible and sub-limits.',
   '9ba09045248eb6d25ec9efa26e52005a66310a0d817e4f86adc97ae90b8afdae');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-individual-policy-wording', 'CareShield Individual', 'Waiting periods',
   'An initial waiting period of 30 days applies from the first policy start date, except for accidents. Pre-existing diseases are covered after 36 months of continuous cover. Listed specific illnesses and procedures, among them cataract, hernia, hysterectomy, knee replacement and piles, are covered after 24 months. A waiting period already served under an earlier policy with us is credited on portability.',
   '068a4b177e7a0f43b38a500e08e4bb607d6db8b7661dfecec7c3040cf8fc976f');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-individual-policy-wording', 'CareShield Individual', 'Exclusions',
   'Not covered: cosmetic surgery, infertility treatment, maternity expenses, vitamins and tonics unless prescribed as part of treatment, rest cures and rehabilitation, treatment outside India, unproven treatment, and any claim arising from a breach of law with criminal intent.',
   'e49b4ec8ccaca84e8fa84e0d3718e17b65d7e7cf8c9f4a022d04f0d0690621f5');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-individual-policy-wording', 'CareShield Individual', 'Cashless claim procedure',
   'Cashless treatment is available only at network hospitals. Show the health e-card at the hospital insurance desk, which sends the pre-authorisation request to the TPA. Planned admissions need approval 48 hours in advance, emergencies within 24 hours of admission. Any amount not approved, and items that are not payable, are settled by the member with the hospital at discharge.',
   '5be5df7b1d8984ec35c88f56144ea89d62fea31ff1dfcff027f9c5fbc565f5eb');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-individual-policy-wording', 'CareShield Individual', 'Reimbursement claim procedure',
   'For treatment at a hospital outside the network, pay the hospital and claim within 30 days of discharge. Documents needed: the claim form, original bills and receipts, the discharge summary, investigation reports with the doctor prescriptions, pharmacy bills, identity proof of the insured person and bank details for the transfer. Incomplete claims are held until the missing documents arrive.',
   '7070e4e863278687736daa7d06f43d5f4afda7f2b3dc8dc3612c551510e38906');

INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash) VALUES
  ('demo', 'careshield-individual-policy-wording', 'CareShield Individual', 'Room rent and co-payment',
   'A single private room is covered with no daily limit. A co-payment of 20 percent applies to every claim made for treatment at a hospital outside the network, and no co-payment applies at a network hospital. Pre hospitalisation expenses for 30 days and post hospitalisation expenses for 60 days are covered for the same illness.',
   '20f07da22fec4b5fd30196d38688576537405a31cc37ced0bb30e9e4ace784d7');
