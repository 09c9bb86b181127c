-- The policy corpus of company `demo`: 4 documents, 57 sections.
-- Generated from corpus/demo by `npm run corpus:ingest -- corpus/demo --seed d1/seed/knowledge-demo.sql`;
-- edit the Markdown and regenerate, never this file. Idempotent: the first statement removes the
-- company's sections the corpus no longer has; each upsert writes only when a section's content hash
-- changed, and the knowledge_chunks triggers keep knowledge_fts in step. One statement per `;\n`.

DELETE FROM knowledge_chunks
  WHERE company_id = 'demo'
  AND (document, section) NOT IN (VALUES
    ('plancover-family-shield', 'About this policy'),
    ('plancover-family-shield', 'Who can be covered'),
    ('plancover-family-shield', 'Sum insured and restoration'),
    ('plancover-family-shield', 'Initial waiting period'),
    ('plancover-family-shield', 'Waiting period for pre-existing diseases'),
    ('plancover-family-shield', 'Waiting period for specific illnesses'),
    ('plancover-family-shield', 'Maternity and new-born cover'),
    ('plancover-family-shield', 'Preventive health check-up'),
    ('plancover-family-shield', 'Day-care, AYUSH, ambulance and organ donor cover'),
    ('plancover-family-shield', 'Exclusions'),
    ('plancover-family-shield', 'Room rent limit'),
    ('plancover-family-shield', 'Co-payment'),
    ('plancover-family-shield', 'Pre- and post-hospitalisation expenses'),
    ('plancover-family-shield', 'Cashless claims at network hospitals'),
    ('plancover-family-shield', 'Reimbursement claims'),
    ('plancover-family-shield', 'Documents needed for a claim'),
    ('plancover-family-shield', 'Renewal, grace period and portability'),
    ('plancover-family-shield', 'Glossary'),
    ('plancover-group-care', 'About this policy'),
    ('plancover-group-care', 'Who is covered and enrolment'),
    ('plancover-group-care', 'Adding a spouse or new-born mid-year'),
    ('plancover-group-care', 'Initial waiting period'),
    ('plancover-group-care', 'Waiting period for pre-existing diseases'),
    ('plancover-group-care', 'Waiting period for specific illnesses'),
    ('plancover-group-care', 'Maternity and new-born cover'),
    ('plancover-group-care', 'Exclusions'),
    ('plancover-group-care', 'Room rent limit'),
    ('plancover-group-care', 'Co-payment'),
    ('plancover-group-care', 'Pre- and post-hospitalisation expenses'),
    ('plancover-group-care', 'Cashless claims at network hospitals'),
    ('plancover-group-care', 'Reimbursement claims'),
    ('plancover-group-care', 'Documents needed for a claim'),
    ('plancover-group-care', 'Cover after leaving the company'),
    ('plancover-group-care', 'Glossary'),
    ('plancover-individual-essential', 'About this policy'),
    ('plancover-individual-essential', 'Initial waiting period'),
    ('plancover-individual-essential', 'Waiting period for pre-existing diseases'),
    ('plancover-individual-essential', 'Waiting period for specific illnesses'),
    ('plancover-individual-essential', 'Exclusions'),
    ('plancover-individual-essential', 'Room rent limit'),
    ('plancover-individual-essential', 'Co-payment'),
    ('plancover-individual-essential', 'Voluntary deductible'),
    ('plancover-individual-essential', 'Pre- and post-hospitalisation expenses'),
    ('plancover-individual-essential', 'Day-care, AYUSH and ambulance cover'),
    ('plancover-individual-essential', 'Cashless claims at network hospitals'),
    ('plancover-individual-essential', 'Reimbursement claims'),
    ('plancover-individual-essential', 'Documents needed for a claim'),
    ('plancover-individual-essential', 'Free look period and cancellation'),
    ('plancover-individual-essential', 'Glossary'),
    ('plancover-personal-accident-guard', 'About this policy'),
    ('plancover-personal-accident-guard', 'Accidental death benefit'),
    ('plancover-personal-accident-guard', 'Disablement benefits'),
    ('plancover-personal-accident-guard', 'Accidental hospitalisation and room rent'),
    ('plancover-personal-accident-guard', 'Children''s education and ambulance benefits'),
    ('plancover-personal-accident-guard', 'Waiting periods'),
    ('plancover-personal-accident-guard', 'Exclusions'),
    ('plancover-personal-accident-guard', 'Claims and documents needed'));

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'About this policy',
  'PlanCover Family Shield is a family floater health insurance policy issued by PlanCover General Insurance and serviced by Carewell TPA. One sum insured is shared by everyone named in the policy schedule, so any insured person can use the whole amount in a policy year. The policy pays for in-patient hospitalisation of 24 hours or more, listed day-care procedures, pre- and post-hospitalisation expenses, maternity, AYUSH treatment and a yearly health check-up, subject to the waiting periods, limits and exclusions in this wording. The policy year runs for 12 months from the start date in the schedule.',
  '39f565c5a79be32e5bca26f8e0ae093e41b9d364c8073bc8d175d5cf43ce527f'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Who can be covered',
  'The policy covers the policy holder, the spouse and up to three dependent children on one floater sum insured. Adults can join between the ages of 18 and 65 years. Children can be covered from 91 days of age up to 25 years, as long as they are financially dependent on the policy holder. A new-born child is covered from birth under the new-born benefit and can be added as an insured person at the next renewal. Renewal is available for life, with no upper age limit for an insured person who has been covered without a break.',
  '48040bdd303350e22d3e9f07a2f2d516f922861ab66589319214a0196f38e2f8'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Sum insured and restoration',
  'The sum insured can be ₹5 lakh, ₹10 lakh, ₹15 lakh or ₹25 lakh for the whole family, as chosen at purchase and shown in the schedule. Every admissible claim reduces the sum insured available for the rest of the policy year. If the sum insured and any bonus are used up during a policy year, the policy restores 100% of the sum insured once in that year. The restored amount can be used only for an illness or injury unrelated to the claims that exhausted the cover, and any unused restored amount lapses at the end of the policy year.',
  '05c5fdc9dec0622833da409c20d7a5760897642af477d250172309059bff26b6'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Initial waiting period',
  'No illness is covered during the first 30 days from the first policy start date. This initial waiting period does not apply to hospitalisation caused by an accident, which is covered from the first day. The 30 days are counted only once: when the policy is renewed without a break, no new initial waiting period starts. A family member added at renewal serves the 30-day initial waiting period from the date that member is added.',
  'afcb59dce8c89f027ea10a5d120076633c29d15d6e529199435906c7bbbf9821'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Waiting period for pre-existing diseases',
  'A pre-existing disease is covered only after 36 months (1,095 days) of continuous cover from the date the insured person first joined the policy. A pre-existing disease is any condition, ailment or injury that was diagnosed, or for which medical advice or treatment was received, within 48 months before the policy started. Diabetes, high blood pressure, thyroid disorders and asthma are common examples. Every pre-existing disease must be declared in the proposal form; a condition that was not declared can lead to a claim being declined. When a member ports from another insurer, the years of continuous cover already completed reduce this waiting period.',
  '2cc2d3d855b131a1309b47e5dd8fc5374e8993313869fefb22126d17b70254a4'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Waiting period for specific illnesses',
  'The following illnesses and procedures are covered only after 24 months of continuous cover, unless they are caused by an accident: cataract, hernia of all types, benign enlargement of the prostate, hysterectomy for a non-cancerous condition, joint replacement surgery such as knee or hip replacement, stones in the kidney, urinary tract or gall bladder, piles and fistula, sinus surgery, tonsil and adenoid surgery, and varicose veins. If one of these illnesses is also a pre-existing disease, the longer waiting period of 36 months applies. The waiting period is counted from the first policy start date for each insured person and carries over on renewal without a break.',
  '0826059b6e187dc10771a146e57ea14400eb6e65d2858ba92f4810339264f47e'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Maternity and new-born cover',
  'Maternity expenses are covered after a waiting period of 36 months (1,095 days) of continuous cover of the female insured person. The policy pays up to ₹50,000 per delivery, for a normal delivery or a caesarean section, for at most two deliveries in the lifetime of the policy. Pre-natal and post-natal expenses are paid within the same limit only when they are part of the delivery hospitalisation. Medical termination of pregnancy is covered only when it is medically necessary. A new-born baby is covered from birth to the end of the policy year for up to ₹25,000, including treatment in a neonatal intensive care unit and first-year vaccinations given in hospital.',
  '4c69435c012b4321d59aa2f2f3dc3f66b591fae4616606b4083bd0632f8d9a97'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Preventive health check-up',
  'Each adult insured person can have a preventive health check-up once in every policy year, up to ₹5,000 per adult. The check-up can be taken at any network diagnostic centre on a cashless basis after booking through Carewell TPA, or at any centre on a reimbursement basis with the bills and reports. The unused amount does not carry over to the next policy year, and a health check-up does not reduce the sum insured.',
  'abc469393315e29a851ca96a12086947d0f0d6e86ce721c61494c45ddcddb01a'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Day-care, AYUSH, ambulance and organ donor cover',
  'Day-care procedures that need less than 24 hours in hospital because of modern technology, such as cataract surgery, dialysis, chemotherapy, radiotherapy and lithotripsy, are covered up to the sum insured, after the applicable waiting periods. In-patient AYUSH treatment (Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy) in a government-recognised hospital is covered up to ₹50,000 per policy year. Road ambulance charges are paid up to ₹3,000 for each hospitalisation. The harvesting costs of an organ donor are paid up to ₹1,00,000 when the insured person receives the organ in an admissible claim.',
  '0343a531efb8e8f0d5740e8bb5eb694a2961b01f6283cd75ebee7eb242b8101a'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Exclusions',
  'The policy does not pay for the following:' || char(10) || 'Cosmetic, aesthetic or plastic surgery unless needed after an accident or for a burn.' || char(10) || 'Weight-loss surgery, except when the body mass index is 40 or more and conservative treatment has failed.' || char(10) || 'Spectacles, contact lenses and hearing aids.' || char(10) || 'Dental treatment unless it needs hospitalisation after an accident.' || char(10) || 'Out-patient consultations and treatment.' || char(10) || 'Treatment for alcohol or drug abuse.' || char(10) || 'Intentional self-injury.' || char(10) || 'Injuries from war, riots, or taking part in hazardous or adventure sports.' || char(10) || 'Unproven or experimental treatment.' || char(10) || 'Infertility and assisted reproduction treatment.' || char(10) || 'Hospitalisation only for tests or rest cure.' || char(10) || 'Items listed as non-medical, such as toiletries, admission kits and attendant charges.' || char(10) || 'Conditions inside a waiting period are not covered until the waiting period ends.',
  '0689c8e784b42d9c805527658b16e8ad79fe12087f79f63e4d11b9a4438d2290'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Room rent limit',
  'Room rent is covered up to the cost of a single private air-conditioned room, the most basic single room with its own air conditioning that the hospital offers. Charges for an intensive care unit (ICU) are paid in full, at actuals. If the insured person chooses a costlier room category, such as a deluxe room or a suite, the policy pays only the single private AC room rent, and the other charges linked to the room, such as doctor visits, nursing and surgery fees, are paid in the same proportion. For example, if the eligible room costs ₹5,000 a day and a suite at ₹8,000 a day is chosen, 62.5% of the linked charges are paid. Medicines, consumables, implants and diagnostic tests are never reduced in proportion.',
  '474fd92f10bd5fc3e602b8e2979f37c294e51cc7db4d2983eb43314d2d45af8c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Co-payment',
  'There is no co-payment for an insured person who joined the policy before the age of 61. An insured person who joins the policy at the age of 61 or above pays a co-payment of 20% of every admissible claim for that person, and the policy pays the remaining 80%. This senior citizen co-payment stays for that person for the life of the policy. Co-payment applies to the amount payable after room rent limits and other sub-limits, and it is shown against each insured person in the policy schedule.',
  'b340342efbe6ce482fa580076f4b77ad945a748ab9a7612e9e7834fff4bc0800'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Pre- and post-hospitalisation expenses',
  'Medical expenses incurred in the 60 days before the date of admission and in the 180 days after discharge are covered when they relate to the same illness or injury for which the hospitalisation claim was admitted. These include doctors'' consultations, diagnostic tests, medicines and physiotherapy prescribed by the treating doctor. The expenses are paid up to the sum insured, and they are payable only when the main hospitalisation claim is admissible. Bills for post-hospitalisation expenses can be submitted together within 30 days of finishing that treatment.',
  '15d5fd30f9666d8fa816b2d6bc9f5c0ce4885a476e3a2d6976a5bc2fc08259cc'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Cashless claims at network hospitals',
  'Cashless treatment is available at more than 8,500 network hospitals of Carewell TPA. For a planned admission, the hospital''s insurance desk sends the pre-authorisation request to Carewell TPA at least 48 hours before admission; for an emergency, the request must reach the TPA within 24 hours of admission. Show the health e-card and a photo identity proof of the patient at the desk. The TPA answers a complete pre-authorisation request within 1 hour and approves the final bill within 3 hours of the hospital''s discharge request. Non-payable items and any co-payment are paid by the patient at discharge. If cashless is declined or the hospital is not in the network, treatment can continue and a reimbursement claim can be made.',
  '19ea2ba1a4ada6f4fc1e8fca87a9681153f9a832b00f3de5188758f2b69b9972'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Reimbursement claims',
  'Inform Carewell TPA within 48 hours of an emergency admission, or at least 48 hours before a planned admission, through the member app or the helpline. Submit the claim with all documents within 30 days of discharge. Bills for post-hospitalisation expenses can follow separately within 30 days of finishing that treatment. The claim is settled, or declined with reasons, within 30 days of receiving the last document needed. If the TPA needs more documents, it asks for all of them at once, and a delayed settlement earns interest at 2% above the bank rate.',
  'd947f1b9f47f166d461728183353f285769d1ac0c19149e3282a8fe3accbc45a'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Documents needed for a claim',
  'For a reimbursement claim, send the claim form signed by the policy holder, the original hospital bills with an itemised break-up, payment receipts, the discharge summary, all investigation reports, doctors'' prescriptions with the pharmacy bills, the invoice or sticker of any implant used, a photo identity proof of the patient, the health e-card and a cancelled cheque for the bank transfer. For an accident, also send the police report (FIR) or the medico-legal certificate. For a cashless claim, only the e-card and a photo identity proof are needed at admission, and the patient signs the final bill at discharge.',
  '61487adb17119485b46dbcdb117083c719bd0736061e75a13062003ff6bd4bc4'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Renewal, grace period and portability',
  'The policy is renewable for life. Premiums are due before the end date in the schedule; a grace period of 30 days is allowed to pay the renewal premium without losing continuity, but no claim is paid for an illness that starts during the grace period. The premium does not go up because of claims made. To move to another insurer, apply for portability at least 30 days and not more than 60 days before the renewal date; the waiting periods already served are credited up to the old sum insured.',
  '289885652a1a2769249bb2d664d3df9286b2a5d20a073d5351032cf4fe372c5f'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'PlanCover Family Shield — policy wording (family floater health insurance)',
  'Glossary',
  'Cashless facility: the insurer pays the network hospital directly for an approved claim, so the patient pays only non-payable items and any co-payment. Co-payment: the share of every admissible claim that the insured person pays, as a percentage. Day-care treatment: a procedure done in less than 24 hours under anaesthesia that would otherwise need a hospital stay. Deductible: a fixed amount of admissible expenses in a policy year that the insured person pays before the policy pays anything; PlanCover Family Shield has no deductible. Floater sum insured: one sum insured shared by all insured family members. Grace period: the 30 days after the due date in which the premium can still be paid to keep the cover continuous. Network hospital: a hospital that has an agreement with Carewell TPA to treat insured persons on a cashless basis. Non-network hospital: any other hospital, where a reimbursement claim is needed. Pre-authorisation: the hospital''s request to the TPA for approval of cashless treatment. Pre-existing disease: a condition diagnosed or treated within 48 months before the policy started. Proportionate deduction: the reduction of room-linked charges when a costlier room than the eligible one is chosen. Sum insured: the most the policy pays in a policy year. TPA: the third-party administrator, Carewell TPA, which handles claims for PlanCover. Waiting period: the time from the start of cover during which a condition or benefit is not covered.',
  '6acd13d5e9bed56bf64793714f9054d40e753860ec49fe849a8c498db6074d5c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'About this policy',
  'PlanCover Group Care is a corporate group health insurance policy, sometimes called group mediclaim. The employer holds the master policy and pays the premium; each employee receives a certificate of insurance and a health e-card, and the schedule names the product with the employer, for example PlanCover Group Care for Northwind Logistics. Claims are handled by Carewell TPA, and questions about enrolment go to the employer''s HR team. The standard plan gives a sum insured of ₹5 lakh per employee family on a floater basis for the policy year, and it covers in-patient hospitalisation, day-care procedures, pre- and post-hospitalisation, maternity and new-born care.',
  'f5095ac26d03c6053e60517d273d1b45ccebe0aa9d9fb6127d2994bea2420646'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Who is covered and enrolment',
  'The employee, the spouse and up to two dependent children up to the age of 25 can be covered. Dependent parents are covered only when the employer has bought the optional parental cover, which carries its own co-payment. New employees are enrolled from their date of joining if HR adds them within 30 days of joining. The employee can see the insured family members and their member identity numbers on the e-card and in the member app.',
  '5f70d8f6b030f7fe26a9feac709f565f1c6a9a08eb6f870b7c0a2142f20791af'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Adding a spouse or new-born mid-year',
  'A spouse can be added within 30 days of the marriage, and a new-born child within 30 days of birth, by asking HR to send the addition to the insurer; cover starts from the date of marriage or birth. The premium for a mid-year addition is paid by the employer as the master policy sets out. A family member who is not added within 30 days can be enrolled only at the next policy renewal. The new-born is covered from the day of birth once added.',
  '9e99773e9a6d7ca09d243bdd6f2dec0b740e02245a9895dc828f70b15ff4dbf7'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Initial waiting period',
  'The usual 30-day initial waiting period is waived under PlanCover Group Care: illnesses are covered from the first day of cover, for the employee and for every enrolled dependant. Accidents are also covered from the first day.',
  '926efe53a3f5fa091f90bdbe7eeb90a8366f7156dec934b868f43521e3ad7f5f'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Waiting period for pre-existing diseases',
  'There is no waiting period for pre-existing diseases. Conditions such as diabetes, hypertension, heart disease or asthma are covered from day one, whether or not the employee knew about them at enrolment. This benefit applies only while the person is covered under the group policy.',
  '64344bb1b07a65741196b806d8e482560fa76f75d0d3f5f444a777c218b61c4f'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Waiting period for specific illnesses',
  'The 24-month waiting period for specific illnesses that applies to retail health plans is waived. Cataract, hernia, joint replacement, kidney and gall bladder stones, hysterectomy, piles and sinus surgery are covered from the first day of cover, subject to the sum insured, the room rent limit and the co-payment.',
  'd45358ddada2771250c22f54b1bdffb5af18ccf263def2bb2b7b98cc9e97d6ad'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Maternity and new-born cover',
  'Maternity expenses are covered from day one for the employee and the spouse, with the usual 9-month waiting period waived. The policy pays up to ₹50,000 per delivery, whether normal or caesarean, including pre-natal and post-natal expenses within 30 days before and after the delivery; this limit is part of the family floater sum insured. A new-born baby is covered from day one up to ₹50,000 for any illness, including neonatal intensive care, within the family sum insured. Maternity cover is limited to the first two living children.',
  '88127f579ce36f530861d91e37a83e840549e9b8f32d6077d824f41add1bbb37'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Exclusions',
  'The policy does not pay for the following:' || char(10) || 'Out-patient consultations and treatment.' || char(10) || 'Dental treatment, unless hospitalisation is needed after an accident.' || char(10) || 'Spectacles, contact lenses and hearing aids.' || char(10) || 'Cosmetic surgery unless it follows an accident or a burn.' || char(10) || 'Weight-loss surgery unless medically necessary with a body mass index of 40 or more.' || char(10) || 'Infertility treatment.' || char(10) || 'Alcohol or drug abuse.' || char(10) || 'Self-inflicted injury.' || char(10) || 'War and hazardous sports.' || char(10) || 'Experimental treatment.' || char(10) || 'Admission only for diagnostic tests.' || char(10) || 'Non-medical items such as toiletries, food for attendants and registration charges.',
  '2bded053dd491bfc5a1c2eb89c93559275487667056b4cde2584ad1a17075208'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Room rent limit',
  'Room rent is covered up to 2% of the sum insured per day for a normal room and up to 4% of the sum insured per day for an intensive care unit (ICU). On the standard ₹5 lakh sum insured this is ₹10,000 per day for a room and ₹20,000 per day for ICU. If a room costing more than the limit is chosen, the charges linked to the room, such as doctor visits and surgery fees, are paid in proportion to the room rent limit, while medicines, consumables, implants and diagnostic tests are paid in full.',
  'e2aea28c3dcd11a019a6d20a721441eb258175978c19b4c79bee779ffab8405e'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Co-payment',
  'A co-payment of 10% applies to every admissible claim for the employee, the spouse and the children: the insured person pays 10% of the claim and the policy pays 90%. When the employer has bought the optional parental cover, claims for dependent parents carry a 20% co-payment, which also applies to senior citizen parents of 60 years and above. The co-payment is applied after the room rent limit, and it is paid by the member to the hospital at discharge on a cashless claim.',
  'c17a56c101beeb6a3766d186ab67ba4e0cfb0c3eb61bdce0127618688e2e0e53'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Pre- and post-hospitalisation expenses',
  'Medical expenses incurred up to 60 days before admission and up to 180 days after discharge are covered when they relate to the same illness or injury as an admissible hospitalisation claim. This includes consultations, diagnostic tests, medicines and physiotherapy. The same 10% co-payment applies to these expenses. Submit the bills within 30 days of completing the post-hospitalisation treatment.',
  'b4dad82c3d403b4838f4022053be71acff15790a3930dd53c62bbc082e554f45'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Cashless claims at network hospitals',
  'Cashless treatment is available at Carewell TPA network hospitals. Show the group health e-card and the employee identity card or another photo identity proof at the hospital''s insurance desk. For a planned admission, the hospital sends the pre-authorisation request at least 48 hours in advance; in an emergency, within 24 hours of admission. Carewell TPA answers within 1 hour and approves the final bill within 3 hours of the discharge request. The member pays the 10% co-payment and any non-payable items at discharge.',
  '959062822657bc64eb9f9225836d6513a06d78d3724e3aeb161b904fec9a9197'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Reimbursement claims',
  'If treatment is taken at a non-network hospital, pay the bills and claim them back. Inform Carewell TPA within 48 hours of an emergency admission or before a planned one. Submit the claim with all documents within 30 days of discharge, directly to Carewell TPA or through the HR team. The claim is settled to the employee''s salary bank account within 30 days of receiving the last document.',
  '4a9ef5f17d39cb9fe536739540436e60d8e5e9f54748cb2dba2d71b00b25cdbb'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Documents needed for a claim',
  'Send the claim form signed by the employee, the employee identity card or employee number, the original hospital bills with an itemised break-up, payment receipts, the discharge summary, investigation reports, prescriptions with pharmacy bills, the implant invoice if any, the health e-card and a cancelled cheque of the employee''s bank account. For an accident, add the FIR or medico-legal certificate; for a maternity claim, add the birth discharge card of the baby. For a cashless claim only the e-card and a photo identity proof are needed at admission.',
  'b0aa104b484466f271fda1253a7ced0fe286ecb3298ed7923ab03fc3f4e5134f'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Cover after leaving the company',
  'Cover under PlanCover Group Care ends for the employee and all dependants on the employee''s last working day; an admission that started before that day is still covered until discharge. Within 30 days of leaving, the employee can move the family to a PlanCover individual or family floater policy without a fresh medical check-up. The years of continuous group cover are credited against the waiting periods for pre-existing diseases and specific illnesses of the new policy, up to the group sum insured.',
  'c1f88f1ee7c74fbb3829caba480238d7842630214188553e1470b46bce058729'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)',
  'Glossary',
  'Master policy: the group policy held by the employer that covers all enrolled employees. Certificate of insurance: the employee''s proof of cover under the master policy. Co-payment: the percentage of each admissible claim paid by the member, 10% under this policy. Deductible: a fixed amount a member pays each year before the insurer pays; PlanCover Group Care has no deductible. Floater sum insured: one sum insured shared by the employee''s whole family. Network hospital: a hospital in the Carewell TPA network that offers cashless treatment. Pre-authorisation: the hospital''s request for approval of cashless treatment. Pre-existing disease: a condition that existed before cover started; covered from day one under this policy. Room rent limit: the most the policy pays per day for a hospital room. TPA: Carewell TPA, the third-party administrator that handles claims.',
  'c858ca07d16270bf14a1ecc8c9edc10f0174e9d41b13f7cd79567ddab731d28d'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'About this policy',
  'PlanCover Individual Essential is an individual health insurance plan for one person, issued by PlanCover General Insurance and serviced by Carewell TPA. The sum insured is ₹3 lakh, ₹5 lakh or ₹7 lakh, chosen at purchase and shown in the schedule, and it belongs to the insured person alone. The plan pays for in-patient hospitalisation of 24 hours or more, day-care procedures, pre- and post-hospitalisation expenses, in-patient AYUSH treatment, road ambulance and a yearly health check-up. It does not cover maternity or out-patient treatment. Adults can buy it between 18 and 65 years of age, and it is renewable for life.',
  '3b57ee77ced9672094b393091b98135556128788908159e6258bb701c1f387df'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Initial waiting period',
  'Any illness that starts in the first 30 days after the policy start date is not covered. Hospitalisation because of an accident is covered from the first day. The initial waiting period applies only to the first policy: renewing without a break does not start it again, and neither does an increase in the sum insured, although the increased part of the sum insured has its own 30-day waiting period.',
  'd074120dc324923eebe5c78111189f6f04d6551b962b36fb1a81c69f26a34c37'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Waiting period for pre-existing diseases',
  'Pre-existing diseases declared in the proposal form are covered after 36 months (1,095 days) of continuous cover. A pre-existing disease is any condition diagnosed or treated within 48 months before the policy started, such as diabetes, hypertension, heart disease, asthma or a thyroid disorder. If the sum insured is increased at renewal, the increase has a fresh 36-month waiting period for pre-existing diseases. A condition that was not disclosed at purchase can lead to the claim being declined and the policy being cancelled.',
  '05e28aa8e38fafedc93f20ab4714dcd4e1bc78f79ccd2ed8d0556772c87a9bc4'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Waiting period for specific illnesses',
  'A waiting period of 24 months applies to cataract, hernia, enlargement of the prostate, hysterectomy for a non-cancerous condition, knee or hip joint replacement, kidney and gall bladder stones, piles and fistula, sinus surgery, tonsil surgery, varicose veins and cataract-related lens procedures, unless the treatment is needed because of an accident. When the illness is also pre-existing, the 36-month waiting period applies instead. The 24 months are counted from the first policy start date and are kept when the policy is renewed without a break.',
  '8251b7702119a56230307e7eea87dc1d6f8b50a069acd60edc56a707fd97fa39'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Exclusions',
  'The plan does not pay for the following:' || char(10) || 'Maternity, childbirth or infertility treatment.' || char(10) || 'Out-patient consultations and treatment.' || char(10) || 'Cosmetic or plastic surgery unless needed after an accident or a burn.' || char(10) || 'Spectacles, contact lenses and hearing aids.' || char(10) || 'Dental treatment unless it needs hospitalisation after an accident.' || char(10) || 'Obesity treatment unless the body mass index is 40 or more.' || char(10) || 'Alcohol or drug abuse.' || char(10) || 'Self-inflicted injury.' || char(10) || 'War, riots and hazardous sports.' || char(10) || 'Experimental treatment.' || char(10) || 'Admission only for investigations or rest.' || char(10) || 'Non-medical items such as toiletries, admission kits and attendant charges.' || char(10) || 'Any illness within a waiting period is excluded until that waiting period ends.',
  '0c161284aecc63a261c7b8a545cbbbe1a490b8f27b3696e14756bed0fa56e16c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Room rent limit',
  'Room rent is covered up to 1% of the sum insured per day for a normal room, and up to 2% of the sum insured per day for an intensive care unit (ICU). On a ₹5 lakh policy that is ₹5,000 a day for a room and ₹10,000 a day for ICU. Room rent includes boarding, nursing and the hospital''s service charges. If a room with a higher rent is chosen, the charges linked to the room, such as doctor visits and surgery fees, are paid in the same proportion as the room rent limit bears to the actual rent; medicines, consumables, implants and diagnostic tests are paid in full.',
  'a77c0b0d2da73b19f53b8f42d4505614ba5304ab0f0c2c2363225a2bebc0044f'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Co-payment',
  'The plan is sold with or without a 10% co-payment option; choosing the option lowers the premium by 20%, and the schedule shows a co-payment of either 0% or 10%. With the option, the insured person pays 10% of every admissible claim. A person who buys the plan at the age of 61 or above always has a 10% senior citizen co-payment, whether or not the option was chosen; the two never add up to more than 10%. Co-payment is applied after the voluntary deductible, the room rent limit and other sub-limits.',
  '590ba07cb6f9e3a9cb0e96c47985ab3f336edb5eea7612c54ab8d5eed16506d7'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Voluntary deductible',
  'At purchase or renewal the insured person can choose a voluntary deductible of ₹25,000 or ₹50,000 for a lower premium, a 15% or 25% discount respectively. The deductible is counted over the policy year: the insured person pays the first ₹25,000 or ₹50,000 of admissible claims in the year, and the policy pays the rest. The schedule shows a deductible of ₹0 when none was chosen. A deductible is different from a co-payment: a deductible is a fixed amount paid once a year, a co-payment is a percentage of each claim.',
  '97016f0bc7650a70f027fde4b66a2b044726545cfac2c1e42823faee2b6dd885'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Pre- and post-hospitalisation expenses',
  'The plan pays medical expenses incurred during the 60 days before admission and the 180 days after discharge, when they are for the same illness or injury as an admissible hospitalisation claim. This includes consultations, diagnostic tests, medicines and prescribed physiotherapy. Day-care procedures have the same pre- and post-hospitalisation cover. Send post-hospitalisation bills within 30 days of finishing that treatment.',
  'ddaae0e16ff945670a467426ce81d5511e442d0ed873cf585d91b1451b63f45b'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Day-care, AYUSH and ambulance cover',
  'Day-care procedures such as cataract surgery, dialysis, chemotherapy, radiotherapy and angiography are covered up to the sum insured, after the applicable waiting periods, without a 24-hour stay. In-patient AYUSH treatment in a government-recognised hospital is covered up to ₹25,000 per policy year. Road ambulance charges are paid up to ₹3,000 per hospitalisation. A preventive health check-up is paid up to ₹2,000 once in every policy year.',
  '6a5526d1656360e402ab0b53dd0825c2876f9a4018fcb7ee1bdb9ff35e08562f'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Cashless claims at network hospitals',
  'At a Carewell TPA network hospital, treatment can be cashless. For a planned admission, ask the hospital''s insurance desk to send the pre-authorisation request at least 48 hours before admission; in an emergency, within 24 hours of admission. Carry the health e-card and a photo identity proof. The TPA decides a complete request within 1 hour and approves the final bill within 3 hours of the discharge request. At discharge the insured person pays any co-payment, the deductible and non-payable items. A declined cashless request is not a declined claim: the bills can still be claimed by reimbursement.',
  '32e66383d43ff68cdf799d63efed5aa23e6dc5b10a2fc6a214d52f56e72c3d15'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Reimbursement claims',
  'When treatment is taken at a non-network hospital, or cashless was not used, pay the hospital and claim the amount back. Inform Carewell TPA within 48 hours of an emergency admission or 48 hours before a planned one. Submit the claim form and documents within 30 days of discharge, and the post-hospitalisation bills within 30 days of finishing that treatment. Carewell TPA settles or declines the claim within 30 days of receiving the last document, and pays interest at 2% above the bank rate for any delay beyond that.',
  '4bca6b03e5a5381633f8b78333b25d1b95e5334483a4ec82313614ef2eb834a3'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Documents needed for a claim',
  'A reimbursement claim needs the completed claim form, the original hospital bill with an itemised break-up, payment receipts, the discharge summary, investigation reports, prescriptions with pharmacy bills, the invoice of any implant, a photo identity proof, the health e-card and a cancelled cheque in the insured person''s name. An accident claim also needs the FIR or the medico-legal certificate. Claims above ₹1 lakh need the indoor case papers from the hospital. Keep copies of everything sent.',
  'b898a3cfdcc206a54a8d8fe7b67ac50bef3d96e2963334b88f7b3a385b181060'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Free look period and cancellation',
  'A new policy can be returned within 30 days of receiving the policy documents if its terms are not suitable, as long as no claim has been made. The premium is refunded after deducting the stamp duty, the cost of any pre-policy medical check-up and the premium for the days already covered. After the free look period, the insured person can cancel at any time and receive a refund for the unexpired part of the policy year, provided no claim was paid in that year.',
  '6a9cb583ed86352493aea898c76652ee2d678916af08d025845744769c82f0a3'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'PlanCover Individual Essential — policy wording (individual health insurance)',
  'Glossary',
  'Co-payment: a percentage of each admissible claim that the insured person bears, such as 10%. Deductible: a fixed amount, such as ₹25,000, that the insured person pays in a policy year before the policy starts to pay; PlanCover Individual Essential offers it only as a voluntary option. Sum insured: the most the policy pays in a policy year. Admissible claim: expenses the policy covers after limits and exclusions are applied. Cashless facility: direct payment by the insurer to a network hospital. Network hospital: a hospital in the Carewell TPA network. Pre-existing disease: a condition diagnosed or treated within 48 months before the policy started. Day-care treatment: treatment completed within 24 hours that would otherwise need admission. Free look period: the first 30 days after receiving a new policy, during which it can be returned. Room rent limit: the most the policy pays per day for the hospital room. TPA: the third-party administrator, Carewell TPA. Waiting period: the time after the policy starts during which certain illnesses are not covered.',
  'a618091e030739c6d459684e7858581c68085341d55b88089e0226a69bab46f0'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'About this policy',
  'PlanCover Personal Accident Guard is an individual personal accident policy. It pays fixed benefits when an accident causes death or disablement, and it pays hospital bills after an accident. It does not cover illness of any kind. Cover applies worldwide, 24 hours a day, and no medical check-up is needed to buy it between the ages of 18 and 70. The sum insured is shown in the schedule, for example ₹25 lakh.',
  'e0a9dcc54a97515950e370a487c53c3a3e14f5ebc3cc0a837a557bb99ef3668c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'Accidental death benefit',
  'If an accident causes the death of the insured person within 12 months of the accident, the policy pays 100% of the sum insured to the nominee. The death must be caused solely and directly by the accident, through violent, visible and external means. The accidental death benefit is paid once, and any disablement benefit already paid for the same accident is deducted from it.',
  '39d8a18bd5a31ad6f834f19d1ede652fbac43dbdce33a721f5fd151ed3e29242'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'Disablement benefits',
  'Permanent total disablement, such as the loss of both eyes or both hands, or total paralysis, pays 100% of the sum insured. Permanent partial disablement pays a percentage of the sum insured from the scale in the schedule: for example, 50% for the loss of one hand or one foot, 50% for the total loss of sight in one eye, 25% for the loss of a thumb, and 50% for total deafness in both ears. Temporary total disablement, when an accident stops the insured person from working altogether, pays ₹10,000 per week, from the eighth day of disablement, for up to 100 weeks.',
  'd59180f7302ebbc5a14bd8fd73d4ebe3ed756135dec26f5fa5bd0fb41c43116e'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'Accidental hospitalisation and room rent',
  'Hospital expenses after an accident are covered up to ₹2,50,000 in a policy year, including 30 days of pre-hospitalisation and 60 days of post-hospitalisation expenses. Room rent is covered up to 1% of the sum insured per day. Illness hospitalisation is not covered under this plan, even for illnesses that follow an accident later without a direct link.',
  '3427d3ee67f4d802bd37e76241fbcc9cc65d4649f6029b229baa6de57fc2725c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'Children''s education and ambulance benefits',
  'If the insured person dies or suffers permanent total disablement from an accident, the policy pays up to ₹1,00,000 as a one-time education benefit for dependent children studying in school or college. Road ambulance charges are paid up to ₹5,000 for each accident.',
  '839d96e423945ba10a05fcbab7071efa04929b5b80df89b4fd571c14118f6abe'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'Waiting periods',
  'There is no waiting period: accidents are covered from the policy start date. Because the plan covers only accidents, there is no waiting period for pre-existing diseases or specific illnesses. A disability that existed before the policy started is not covered, and any benefit is assessed only for the new loss caused by the accident.',
  '784205bb422da33e195e6f398587b0589047cfdc6ada7083572bc54c7cbc812b'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'Exclusions',
  'The policy does not pay for the following:' || char(10) || 'Suicide or intentional self-injury.' || char(10) || 'Injury while under the influence of alcohol or drugs.' || char(10) || 'War, riots or nuclear risks.' || char(10) || 'Taking part in adventure sports such as mountaineering, parachuting, bungee jumping or motor racing unless added by endorsement.' || char(10) || 'Injury while committing a criminal act.' || char(10) || 'Pregnancy and childbirth.' || char(10) || 'Any illness, including an infection not caused by an accidental injury.' || char(10) || 'An accident while serving in the armed forces.',
  '78132147fd611a6d339435286a25101e37108f70bf8520a9f50110970ded6c6b'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'PlanCover Personal Accident Guard — policy wording (individual personal accident cover)',
  'Claims and documents needed',
  'Inform Carewell TPA of an accident within 30 days, and of a death immediately. For a death claim, send the claim form signed by the nominee, the FIR, the post-mortem report, the death certificate and the nominee''s photo identity proof and bank details. For a disablement claim, send the disability certificate from a government hospital medical board and the treating doctor''s reports; for temporary total disablement, also the employer''s leave certificate. For accidental hospitalisation, send the hospital bills, discharge summary and the FIR or medico-legal certificate. Claims are settled within 30 days of the last document.',
  '5cef57acfb255b65edbbacf1df795d68397e3243bc43bab043eb68b681a5acc8'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, title = excluded.title, text = excluded.text,
  content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;
