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

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'About this policy',
  'PlanCover Family Shield is a family floater health insurance policy issued by PlanCover General Insurance and serviced by Carewell TPA. One sum insured is shared by everyone named in the policy schedule, so any insured person can use the whole amount in a policy year. The policy pays for in-patient hospitalisation of 24 hours or more, listed day-care procedures, pre- and post-hospitalisation expenses, maternity, AYUSH treatment and a yearly health check-up, subject to the waiting periods, limits and exclusions in this wording. The policy year runs for 12 months from the start date in the schedule.',
  '14d1d2cf6e29618dd010181634983014b58f8654be66d1242d240872b176df17'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Who can be covered',
  'The policy covers the policy holder, the spouse and up to three dependent children on one floater sum insured. Adults can join between the ages of 18 and 65 years. Children can be covered from 91 days of age up to 25 years, as long as they are financially dependent on the policy holder. A new-born child is covered from birth under the new-born benefit and can be added as an insured person at the next renewal. Renewal is available for life, with no upper age limit for an insured person who has been covered without a break.',
  'b50638a102cd7fd947424877c2d0ae4fe272c366279cafc1f2bafa7dbc780ecb'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Sum insured and restoration',
  'The sum insured can be ₹5 lakh, ₹10 lakh, ₹15 lakh or ₹25 lakh for the whole family, as chosen at purchase and shown in the schedule. Every admissible claim reduces the sum insured available for the rest of the policy year. If the sum insured and any bonus are used up during a policy year, the policy restores 100% of the sum insured once in that year. The restored amount can be used only for an illness or injury unrelated to the claims that exhausted the cover, and any unused restored amount lapses at the end of the policy year.',
  '9253aa222938df0a166ee6cf88cfdcf1c275d403acc9d59eacef732e9bb2e039'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Initial waiting period',
  'No illness is covered during the first 30 days from the first policy start date. This initial waiting period does not apply to hospitalisation caused by an accident, which is covered from the first day. The 30 days are counted only once: when the policy is renewed without a break, no new initial waiting period starts. A family member added at renewal serves the 30-day initial waiting period from the date that member is added.',
  '59083f7fd31fa2a7b2273f7259053b8b04d08ef258e8ed3b97a6c7411e431d3e'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Waiting period for pre-existing diseases',
  'A pre-existing disease is covered only after 36 months (1,095 days) of continuous cover from the date the insured person first joined the policy. A pre-existing disease is any condition, ailment or injury that was diagnosed, or for which medical advice or treatment was received, within 48 months before the policy started. Diabetes, high blood pressure, thyroid disorders and asthma are common examples. Every pre-existing disease must be declared in the proposal form; a condition that was not declared can lead to a claim being declined. When a member ports from another insurer, the years of continuous cover already completed reduce this waiting period.',
  'b33da820bf3d16c77b272905a00ed6c36bed0e078d9b8304c891f485a5428595'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Waiting period for specific illnesses',
  'The following illnesses and procedures are covered only after 24 months of continuous cover, unless they are caused by an accident: cataract, hernia of all types, benign enlargement of the prostate, hysterectomy for a non-cancerous condition, joint replacement surgery such as knee or hip replacement, stones in the kidney, urinary tract or gall bladder, piles and fistula, sinus surgery, tonsil and adenoid surgery, and varicose veins. If one of these illnesses is also a pre-existing disease, the longer waiting period of 36 months applies. The waiting period is counted from the first policy start date for each insured person and carries over on renewal without a break.',
  '6070358ba9a42c566af4d417980c813a095c02682096e378f80e452bc3aed307'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Maternity and new-born cover',
  'Maternity expenses are covered after a waiting period of 36 months (1,095 days) of continuous cover of the female insured person. The policy pays up to ₹50,000 per delivery, for a normal delivery or a caesarean section, for at most two deliveries in the lifetime of the policy. Pre-natal and post-natal expenses are paid within the same limit only when they are part of the delivery hospitalisation. Medical termination of pregnancy is covered only when it is medically necessary. A new-born baby is covered from birth to the end of the policy year for up to ₹25,000, including treatment in a neonatal intensive care unit and first-year vaccinations given in hospital.',
  '2acb2f691140ec801ecb3a13ab1ea07de8a593733db4cd012f7d6bc0bb3f9006'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Preventive health check-up',
  'Each adult insured person can have a preventive health check-up once in every policy year, up to ₹5,000 per adult. The check-up can be taken at any network diagnostic centre on a cashless basis after booking through Carewell TPA, or at any centre on a reimbursement basis with the bills and reports. The unused amount does not carry over to the next policy year, and a health check-up does not reduce the sum insured.',
  'b65dd3ab0fb05b686e878267afa0cffb28005397ef388201be38bf7011d21203'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Day-care, AYUSH, ambulance and organ donor cover',
  'Day-care procedures that need less than 24 hours in hospital because of modern technology, such as cataract surgery, dialysis, chemotherapy, radiotherapy and lithotripsy, are covered up to the sum insured, after the applicable waiting periods. In-patient AYUSH treatment (Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy) in a government-recognised hospital is covered up to ₹50,000 per policy year. Road ambulance charges are paid up to ₹3,000 for each hospitalisation. The harvesting costs of an organ donor are paid up to ₹1,00,000 when the insured person receives the organ in an admissible claim.',
  'e46f7111ad5fae08b8dc6c8bf3be422a90051a1822c02371653486723785a778'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Exclusions',
  'The policy does not pay for the following:' || char(10) || 'Cosmetic, aesthetic or plastic surgery unless needed after an accident or for a burn.' || char(10) || 'Weight-loss surgery, except when the body mass index is 40 or more and conservative treatment has failed.' || char(10) || 'Spectacles, contact lenses and hearing aids.' || char(10) || 'Dental treatment unless it needs hospitalisation after an accident.' || char(10) || 'Out-patient consultations and treatment.' || char(10) || 'Treatment for alcohol or drug abuse.' || char(10) || 'Intentional self-injury.' || char(10) || 'Injuries from war, riots, or taking part in hazardous or adventure sports.' || char(10) || 'Unproven or experimental treatment.' || char(10) || 'Infertility and assisted reproduction treatment.' || char(10) || 'Hospitalisation only for tests or rest cure.' || char(10) || 'Items listed as non-medical, such as toiletries, admission kits and attendant charges.' || char(10) || 'Conditions inside a waiting period are not covered until the waiting period ends.',
  'd8f3828779d0a9f0c61278cf323714a6d120ca6e363f9a7a0467094fa3ea1d5d'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Room rent limit',
  'Room rent is covered up to the cost of a single private air-conditioned room, the most basic single room with its own air conditioning that the hospital offers. Charges for an intensive care unit (ICU) are paid in full, at actuals. If the insured person chooses a costlier room category, such as a deluxe room or a suite, the policy pays only the single private AC room rent, and the other charges linked to the room, such as doctor visits, nursing and surgery fees, are paid in the same proportion. For example, if the eligible room costs ₹5,000 a day and a suite at ₹8,000 a day is chosen, 62.5% of the linked charges are paid. Medicines, consumables, implants and diagnostic tests are never reduced in proportion.',
  '007eaa36302f113fc2fde7e24b00073d9f4b45a45733c3582d5698bc6c56a9aa'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Co-payment',
  'There is no co-payment for an insured person who joined the policy before the age of 61. An insured person who joins the policy at the age of 61 or above pays a co-payment of 20% of every admissible claim for that person, and the policy pays the remaining 80%. This senior citizen co-payment stays for that person for the life of the policy. Co-payment applies to the amount payable after room rent limits and other sub-limits, and it is shown against each insured person in the policy schedule.',
  '56484817e3773a26f74a227f3f00cb1ed242e9120e3041fe3e8df56d5c356b13'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Pre- and post-hospitalisation expenses',
  'Medical expenses incurred in the 60 days before the date of admission and in the 180 days after discharge are covered when they relate to the same illness or injury for which the hospitalisation claim was admitted. These include doctors'' consultations, diagnostic tests, medicines and physiotherapy prescribed by the treating doctor. The expenses are paid up to the sum insured, and they are payable only when the main hospitalisation claim is admissible. Bills for post-hospitalisation expenses can be submitted together within 30 days of finishing that treatment.',
  '3b0caad32ee635d1806daa5e26656ac22295ab5d307594044acf9e613076f7fa'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Cashless claims at network hospitals',
  'Cashless treatment is available at more than 8,500 network hospitals of Carewell TPA. For a planned admission, the hospital''s insurance desk sends the pre-authorisation request to Carewell TPA at least 48 hours before admission; for an emergency, the request must reach the TPA within 24 hours of admission. Show the health e-card and a photo identity proof of the patient at the desk. The TPA answers a complete pre-authorisation request within 1 hour and approves the final bill within 3 hours of the hospital''s discharge request. Non-payable items and any co-payment are paid by the patient at discharge. If cashless is declined or the hospital is not in the network, treatment can continue and a reimbursement claim can be made.',
  '1cd73c71e32fabd8ad359510da994eb012b141eac49d530b9beef3388daea555'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Reimbursement claims',
  'Inform Carewell TPA within 48 hours of an emergency admission, or at least 48 hours before a planned admission, through the member app or the helpline. Submit the claim with all documents within 30 days of discharge. Bills for post-hospitalisation expenses can follow separately within 30 days of finishing that treatment. The claim is settled, or declined with reasons, within 30 days of receiving the last document needed. If the TPA needs more documents, it asks for all of them at once, and a delayed settlement earns interest at 2% above the bank rate.',
  '00b5e95f6b6064bb98fe10ecc5566e37bcc728c8773ca67f063abd6ad2c1a531'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Documents needed for a claim',
  'For a reimbursement claim, send the claim form signed by the policy holder, the original hospital bills with an itemised break-up, payment receipts, the discharge summary, all investigation reports, doctors'' prescriptions with the pharmacy bills, the invoice or sticker of any implant used, a photo identity proof of the patient, the health e-card and a cancelled cheque for the bank transfer. For an accident, also send the police report (FIR) or the medico-legal certificate. For a cashless claim, only the e-card and a photo identity proof are needed at admission, and the patient signs the final bill at discharge.',
  'fc7a6221983be0b9d4dc4a2b201b157063690172a27c3a1407cca1aba32158af'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Renewal, grace period and portability',
  'The policy is renewable for life. Premiums are due before the end date in the schedule; a grace period of 30 days is allowed to pay the renewal premium without losing continuity, but no claim is paid for an illness that starts during the grace period. The premium does not go up because of claims made. To move to another insurer, apply for portability at least 30 days and not more than 60 days before the renewal date; the waiting periods already served are credited up to the old sum insured.',
  'a120478c100f57cd0e1317a4dfd4045596c78838b12babbf221ab57ccec17c52'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-family-shield',
  'PlanCover Family Shield',
  'Glossary',
  'Cashless facility: the insurer pays the network hospital directly for an approved claim, so the patient pays only non-payable items and any co-payment. Co-payment: the share of every admissible claim that the insured person pays, as a percentage. Day-care treatment: a procedure done in less than 24 hours under anaesthesia that would otherwise need a hospital stay. Deductible: a fixed amount of admissible expenses in a policy year that the insured person pays before the policy pays anything; PlanCover Family Shield has no deductible. Floater sum insured: one sum insured shared by all insured family members. Grace period: the 30 days after the due date in which the premium can still be paid to keep the cover continuous. Network hospital: a hospital that has an agreement with Carewell TPA to treat insured persons on a cashless basis. Non-network hospital: any other hospital, where a reimbursement claim is needed. Pre-authorisation: the hospital''s request to the TPA for approval of cashless treatment. Pre-existing disease: a condition diagnosed or treated within 48 months before the policy started. Proportionate deduction: the reduction of room-linked charges when a costlier room than the eligible one is chosen. Sum insured: the most the policy pays in a policy year. TPA: the third-party administrator, Carewell TPA, which handles claims for PlanCover. Waiting period: the time from the start of cover during which a condition or benefit is not covered.',
  '8f915c6c242d033dc6ebd76eaccf9e5fffd6882c46d3184ff6f603862285d7c0'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'About this policy',
  'PlanCover Group Care is a corporate group health insurance policy, sometimes called group mediclaim. The employer holds the master policy and pays the premium; each employee receives a certificate of insurance and a health e-card, and the schedule names the product with the employer, for example PlanCover Group Care for Northwind Logistics. Claims are handled by Carewell TPA, and questions about enrolment go to the employer''s HR team. The standard plan gives a sum insured of ₹5 lakh per employee family on a floater basis for the policy year, and it covers in-patient hospitalisation, day-care procedures, pre- and post-hospitalisation, maternity and new-born care.',
  '3e2bb165cc9f673a8c5fa2acfdd5d412a903d43faac82a2a6ae0bb446cb5cbc5'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Who is covered and enrolment',
  'The employee, the spouse and up to two dependent children up to the age of 25 can be covered. Dependent parents are covered only when the employer has bought the optional parental cover, which carries its own co-payment. New employees are enrolled from their date of joining if HR adds them within 30 days of joining. The employee can see the insured family members and their member identity numbers on the e-card and in the member app.',
  '49e771683703de9b179c74fe952144d891ab810fdd83328c8be5de544a0ba9ab'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Adding a spouse or new-born mid-year',
  'A spouse can be added within 30 days of the marriage, and a new-born child within 30 days of birth, by asking HR to send the addition to the insurer; cover starts from the date of marriage or birth. The premium for a mid-year addition is paid by the employer as the master policy sets out. A family member who is not added within 30 days can be enrolled only at the next policy renewal. The new-born is covered from the day of birth once added.',
  'e5534cac0985675bbb8fbb8cde8d13c30160241368c9d6c1d77edb54d5402730'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Initial waiting period',
  'The usual 30-day initial waiting period is waived under PlanCover Group Care: illnesses are covered from the first day of cover, for the employee and for every enrolled dependant. Accidents are also covered from the first day.',
  'e30d920ede1ec9a19b0df843063716e8bfd013af3fd6bf569d6c4163131067c0'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Waiting period for pre-existing diseases',
  'There is no waiting period for pre-existing diseases. Conditions such as diabetes, hypertension, heart disease or asthma are covered from day one, whether or not the employee knew about them at enrolment. This benefit applies only while the person is covered under the group policy.',
  '55da84d76fdfe67ef8e9b98dc45b97c71d924df35a49f7a9ca8f5d7209b42031'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Waiting period for specific illnesses',
  'The 24-month waiting period for specific illnesses that applies to retail health plans is waived. Cataract, hernia, joint replacement, kidney and gall bladder stones, hysterectomy, piles and sinus surgery are covered from the first day of cover, subject to the sum insured, the room rent limit and the co-payment.',
  'c1f8757bfad013aa52274fd0bd52aedae378b90b77df2133bf0e1a1392bd121c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Maternity and new-born cover',
  'Maternity expenses are covered from day one for the employee and the spouse, with the usual 9-month waiting period waived. The policy pays up to ₹50,000 per delivery, whether normal or caesarean, including pre-natal and post-natal expenses within 30 days before and after the delivery; this limit is part of the family floater sum insured. A new-born baby is covered from day one up to ₹50,000 for any illness, including neonatal intensive care, within the family sum insured. Maternity cover is limited to the first two living children.',
  '8a72af28923d82cc61a31442a56b0e74ee55204aa186c0e8975f6dff10a9b999'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Exclusions',
  'The policy does not pay for the following:' || char(10) || 'Out-patient consultations and treatment.' || char(10) || 'Dental treatment, unless hospitalisation is needed after an accident.' || char(10) || 'Spectacles, contact lenses and hearing aids.' || char(10) || 'Cosmetic surgery unless it follows an accident or a burn.' || char(10) || 'Weight-loss surgery unless medically necessary with a body mass index of 40 or more.' || char(10) || 'Infertility treatment.' || char(10) || 'Alcohol or drug abuse.' || char(10) || 'Self-inflicted injury.' || char(10) || 'War and hazardous sports.' || char(10) || 'Experimental treatment.' || char(10) || 'Admission only for diagnostic tests.' || char(10) || 'Non-medical items such as toiletries, food for attendants and registration charges.',
  '8302f8c9d939d35eb77011cfcbba16c399ddb8bdaee3232ce3a204ade95c5586'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Room rent limit',
  'Room rent is covered up to 2% of the sum insured per day for a normal room and up to 4% of the sum insured per day for an intensive care unit (ICU). On the standard ₹5 lakh sum insured this is ₹10,000 per day for a room and ₹20,000 per day for ICU. If a room costing more than the limit is chosen, the charges linked to the room, such as doctor visits and surgery fees, are paid in proportion to the room rent limit, while medicines, consumables, implants and diagnostic tests are paid in full.',
  'da091adb92de4682e657b10a348e9a8f479c11f8d2566c48256cf8ea07e876e4'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Co-payment',
  'A co-payment of 10% applies to every admissible claim for the employee, the spouse and the children: the insured person pays 10% of the claim and the policy pays 90%. When the employer has bought the optional parental cover, claims for dependent parents carry a 20% co-payment, which also applies to senior citizen parents of 60 years and above. The co-payment is applied after the room rent limit, and it is paid by the member to the hospital at discharge on a cashless claim.',
  '031940b143632dbe6dac1a6d9346d265ac93f93dbbda2d9f1958818c10545b5a'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Pre- and post-hospitalisation expenses',
  'Medical expenses incurred up to 60 days before admission and up to 180 days after discharge are covered when they relate to the same illness or injury as an admissible hospitalisation claim. This includes consultations, diagnostic tests, medicines and physiotherapy. The same 10% co-payment applies to these expenses. Submit the bills within 30 days of completing the post-hospitalisation treatment.',
  'be6684d2d6ca2621d8d5c1e4c564bb59b05c03dc72b5842aebf2ea97842466dd'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Cashless claims at network hospitals',
  'Cashless treatment is available at Carewell TPA network hospitals. Show the group health e-card and the employee identity card or another photo identity proof at the hospital''s insurance desk. For a planned admission, the hospital sends the pre-authorisation request at least 48 hours in advance; in an emergency, within 24 hours of admission. Carewell TPA answers within 1 hour and approves the final bill within 3 hours of the discharge request. The member pays the 10% co-payment and any non-payable items at discharge.',
  '5f3cceabca012182644f101a9e0a887c06855305911c2b52962e194960d63733'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Reimbursement claims',
  'If treatment is taken at a non-network hospital, pay the bills and claim them back. Inform Carewell TPA within 48 hours of an emergency admission or before a planned one. Submit the claim with all documents within 30 days of discharge, directly to Carewell TPA or through the HR team. The claim is settled to the employee''s salary bank account within 30 days of receiving the last document.',
  'd2d63b7bd94edbadd905adfdaecad7435b482ddd43512678aa0b5ecf6f56d11d'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Documents needed for a claim',
  'Send the claim form signed by the employee, the employee identity card or employee number, the original hospital bills with an itemised break-up, payment receipts, the discharge summary, investigation reports, prescriptions with pharmacy bills, the implant invoice if any, the health e-card and a cancelled cheque of the employee''s bank account. For an accident, add the FIR or medico-legal certificate; for a maternity claim, add the birth discharge card of the baby. For a cashless claim only the e-card and a photo identity proof are needed at admission.',
  'e7ef4ac78ddd4045bfae10a81472e992165d23a7cb786472b6f30a179ab9a1c2'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Cover after leaving the company',
  'Cover under PlanCover Group Care ends for the employee and all dependants on the employee''s last working day; an admission that started before that day is still covered until discharge. Within 30 days of leaving, the employee can move the family to a PlanCover individual or family floater policy without a fresh medical check-up. The years of continuous group cover are credited against the waiting periods for pre-existing diseases and specific illnesses of the new policy, up to the group sum insured.',
  '16385425bec753248840b1a84b836d2adf5651bf0dc4d898a2d540944cf13a76'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-group-care',
  'PlanCover Group Care',
  'Glossary',
  'Master policy: the group policy held by the employer that covers all enrolled employees. Certificate of insurance: the employee''s proof of cover under the master policy. Co-payment: the percentage of each admissible claim paid by the member, 10% under this policy. Deductible: a fixed amount a member pays each year before the insurer pays; PlanCover Group Care has no deductible. Floater sum insured: one sum insured shared by the employee''s whole family. Network hospital: a hospital in the Carewell TPA network that offers cashless treatment. Pre-authorisation: the hospital''s request for approval of cashless treatment. Pre-existing disease: a condition that existed before cover started; covered from day one under this policy. Room rent limit: the most the policy pays per day for a hospital room. TPA: Carewell TPA, the third-party administrator that handles claims.',
  '16dc70fdaddb424b7fe2d45e91930a97e41c4327f2e7a22204c1e7acab2aeca4'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'About this policy',
  'PlanCover Individual Essential is an individual health insurance plan for one person, issued by PlanCover General Insurance and serviced by Carewell TPA. The sum insured is ₹3 lakh, ₹5 lakh or ₹7 lakh, chosen at purchase and shown in the schedule, and it belongs to the insured person alone. The plan pays for in-patient hospitalisation of 24 hours or more, day-care procedures, pre- and post-hospitalisation expenses, in-patient AYUSH treatment, road ambulance and a yearly health check-up. It does not cover maternity or out-patient treatment. Adults can buy it between 18 and 65 years of age, and it is renewable for life.',
  '57d3cee0fd72fcc30b30df6b6bc6248309c286d997a12f5affb1a2998ffddb27'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Initial waiting period',
  'Any illness that starts in the first 30 days after the policy start date is not covered. Hospitalisation because of an accident is covered from the first day. The initial waiting period applies only to the first policy: renewing without a break does not start it again, and neither does an increase in the sum insured, although the increased part of the sum insured has its own 30-day waiting period.',
  '48f4bfed5b1ff8bf900bb8b2700057c1fbce3d3b54d012edaf8bc0eb33752d2a'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Waiting period for pre-existing diseases',
  'Pre-existing diseases declared in the proposal form are covered after 36 months (1,095 days) of continuous cover. A pre-existing disease is any condition diagnosed or treated within 48 months before the policy started, such as diabetes, hypertension, heart disease, asthma or a thyroid disorder. If the sum insured is increased at renewal, the increase has a fresh 36-month waiting period for pre-existing diseases. A condition that was not disclosed at purchase can lead to the claim being declined and the policy being cancelled.',
  'fa9c0117920573eeb06139669162df4ce520612d5d151e266877fe4cf1de192b'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Waiting period for specific illnesses',
  'A waiting period of 24 months applies to cataract, hernia, enlargement of the prostate, hysterectomy for a non-cancerous condition, knee or hip joint replacement, kidney and gall bladder stones, piles and fistula, sinus surgery, tonsil surgery, varicose veins and cataract-related lens procedures, unless the treatment is needed because of an accident. When the illness is also pre-existing, the 36-month waiting period applies instead. The 24 months are counted from the first policy start date and are kept when the policy is renewed without a break.',
  '21d35f65e8880b724beceb7e1c97f1464edee1929011c328138901c81ccbddb5'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Exclusions',
  'The plan does not pay for the following:' || char(10) || 'Maternity, childbirth or infertility treatment.' || char(10) || 'Out-patient consultations and treatment.' || char(10) || 'Cosmetic or plastic surgery unless needed after an accident or a burn.' || char(10) || 'Spectacles, contact lenses and hearing aids.' || char(10) || 'Dental treatment unless it needs hospitalisation after an accident.' || char(10) || 'Obesity treatment unless the body mass index is 40 or more.' || char(10) || 'Alcohol or drug abuse.' || char(10) || 'Self-inflicted injury.' || char(10) || 'War, riots and hazardous sports.' || char(10) || 'Experimental treatment.' || char(10) || 'Admission only for investigations or rest.' || char(10) || 'Non-medical items such as toiletries, admission kits and attendant charges.' || char(10) || 'Any illness within a waiting period is excluded until that waiting period ends.',
  '06f9fa840a7dfc163241940b5893c733c0768cc697552a4e4585da6b2b2ce5ce'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Room rent limit',
  'Room rent is covered up to 1% of the sum insured per day for a normal room, and up to 2% of the sum insured per day for an intensive care unit (ICU). On a ₹5 lakh policy that is ₹5,000 a day for a room and ₹10,000 a day for ICU. Room rent includes boarding, nursing and the hospital''s service charges. If a room with a higher rent is chosen, the charges linked to the room, such as doctor visits and surgery fees, are paid in the same proportion as the room rent limit bears to the actual rent; medicines, consumables, implants and diagnostic tests are paid in full.',
  'e35d914d7e854e95ecb63a7100ae3fdae0f4f05b78050186d0bb5ae4f8622589'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Co-payment',
  'The plan is sold with or without a 10% co-payment option; choosing the option lowers the premium by 20%, and the schedule shows a co-payment of either 0% or 10%. With the option, the insured person pays 10% of every admissible claim. A person who buys the plan at the age of 61 or above always has a 10% senior citizen co-payment, whether or not the option was chosen; the two never add up to more than 10%. Co-payment is applied after the voluntary deductible, the room rent limit and other sub-limits.',
  '211d1755eda202ffa268e8da4c94acb4948206aff4679764f35dbc50733b0dc1'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Voluntary deductible',
  'At purchase or renewal the insured person can choose a voluntary deductible of ₹25,000 or ₹50,000 for a lower premium, a 15% or 25% discount respectively. The deductible is counted over the policy year: the insured person pays the first ₹25,000 or ₹50,000 of admissible claims in the year, and the policy pays the rest. The schedule shows a deductible of ₹0 when none was chosen. A deductible is different from a co-payment: a deductible is a fixed amount paid once a year, a co-payment is a percentage of each claim.',
  'f680b5af20aab17b952b1c722d053e67418503e292f1df565dbd99e1e1b2d2aa'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Pre- and post-hospitalisation expenses',
  'The plan pays medical expenses incurred during the 60 days before admission and the 180 days after discharge, when they are for the same illness or injury as an admissible hospitalisation claim. This includes consultations, diagnostic tests, medicines and prescribed physiotherapy. Day-care procedures have the same pre- and post-hospitalisation cover. Send post-hospitalisation bills within 30 days of finishing that treatment.',
  '4993311152157f927c31db087264fe34068ab044a5b8522b4e29491dd234df1d'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Day-care, AYUSH and ambulance cover',
  'Day-care procedures such as cataract surgery, dialysis, chemotherapy, radiotherapy and angiography are covered up to the sum insured, after the applicable waiting periods, without a 24-hour stay. In-patient AYUSH treatment in a government-recognised hospital is covered up to ₹25,000 per policy year. Road ambulance charges are paid up to ₹3,000 per hospitalisation. A preventive health check-up is paid up to ₹2,000 once in every policy year.',
  'eaba3f8285809616e37b0d0baa0954a594d28fd141e08763b891da0cbae18b29'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Cashless claims at network hospitals',
  'At a Carewell TPA network hospital, treatment can be cashless. For a planned admission, ask the hospital''s insurance desk to send the pre-authorisation request at least 48 hours before admission; in an emergency, within 24 hours of admission. Carry the health e-card and a photo identity proof. The TPA decides a complete request within 1 hour and approves the final bill within 3 hours of the discharge request. At discharge the insured person pays any co-payment, the deductible and non-payable items. A declined cashless request is not a declined claim: the bills can still be claimed by reimbursement.',
  '6a048ed2a9f9d94f9601da67a063d62f79d2f7dda419b75cc840e90ed19aa71e'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Reimbursement claims',
  'When treatment is taken at a non-network hospital, or cashless was not used, pay the hospital and claim the amount back. Inform Carewell TPA within 48 hours of an emergency admission or 48 hours before a planned one. Submit the claim form and documents within 30 days of discharge, and the post-hospitalisation bills within 30 days of finishing that treatment. Carewell TPA settles or declines the claim within 30 days of receiving the last document, and pays interest at 2% above the bank rate for any delay beyond that.',
  '9c5eb036d74455f5be61bf826ff26619ad16e13944f0b6cf371d5ea07e29b67c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Documents needed for a claim',
  'A reimbursement claim needs the completed claim form, the original hospital bill with an itemised break-up, payment receipts, the discharge summary, investigation reports, prescriptions with pharmacy bills, the invoice of any implant, a photo identity proof, the health e-card and a cancelled cheque in the insured person''s name. An accident claim also needs the FIR or the medico-legal certificate. Claims above ₹1 lakh need the indoor case papers from the hospital. Keep copies of everything sent.',
  '8a03197fb0d162ff277f283d38c823acf28772a7187efc6a2e3e6f72e63d1ff0'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Free look period and cancellation',
  'A new policy can be returned within 30 days of receiving the policy documents if its terms are not suitable, as long as no claim has been made. The premium is refunded after deducting the stamp duty, the cost of any pre-policy medical check-up and the premium for the days already covered. After the free look period, the insured person can cancel at any time and receive a refund for the unexpired part of the policy year, provided no claim was paid in that year.',
  'ec20d19cea3d52def208494128c01dc1ee401a251a120ca7f2f5bde5d224da0d'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-individual-essential',
  'PlanCover Individual Essential',
  'Glossary',
  'Co-payment: a percentage of each admissible claim that the insured person bears, such as 10%. Deductible: a fixed amount, such as ₹25,000, that the insured person pays in a policy year before the policy starts to pay; PlanCover Individual Essential offers it only as a voluntary option. Sum insured: the most the policy pays in a policy year. Admissible claim: expenses the policy covers after limits and exclusions are applied. Cashless facility: direct payment by the insurer to a network hospital. Network hospital: a hospital in the Carewell TPA network. Pre-existing disease: a condition diagnosed or treated within 48 months before the policy started. Day-care treatment: treatment completed within 24 hours that would otherwise need admission. Free look period: the first 30 days after receiving a new policy, during which it can be returned. Room rent limit: the most the policy pays per day for the hospital room. TPA: the third-party administrator, Carewell TPA. Waiting period: the time after the policy starts during which certain illnesses are not covered.',
  '6b63d74ec9fda32ddb2e34371d4d26300dfb0fc646ec9ad11114019f68039a71'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'About this policy',
  'PlanCover Personal Accident Guard is an individual personal accident policy. It pays fixed benefits when an accident causes death or disablement, and it pays hospital bills after an accident. It does not cover illness of any kind. Cover applies worldwide, 24 hours a day, and no medical check-up is needed to buy it between the ages of 18 and 70. The sum insured is shown in the schedule, for example ₹25 lakh.',
  'b2c951645b5e6cec8f0afce7450f2e612c0941f0c5d345dc8fe11aff662b916c'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'Accidental death benefit',
  'If an accident causes the death of the insured person within 12 months of the accident, the policy pays 100% of the sum insured to the nominee. The death must be caused solely and directly by the accident, through violent, visible and external means. The accidental death benefit is paid once, and any disablement benefit already paid for the same accident is deducted from it.',
  '15046c142e9a0831e42502ec7ab13179c9c3e22f59a61598e509e7ffefd51158'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'Disablement benefits',
  'Permanent total disablement, such as the loss of both eyes or both hands, or total paralysis, pays 100% of the sum insured. Permanent partial disablement pays a percentage of the sum insured from the scale in the schedule: for example, 50% for the loss of one hand or one foot, 50% for the total loss of sight in one eye, 25% for the loss of a thumb, and 50% for total deafness in both ears. Temporary total disablement, when an accident stops the insured person from working altogether, pays ₹10,000 per week, from the eighth day of disablement, for up to 100 weeks.',
  'bd8d73d96d03d9398926e5473b2f5812b4aca98e8cc648c0fc15998d489198e5'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'Accidental hospitalisation and room rent',
  'Hospital expenses after an accident are covered up to ₹2,50,000 in a policy year, including 30 days of pre-hospitalisation and 60 days of post-hospitalisation expenses. Room rent is covered up to 1% of the sum insured per day. Illness hospitalisation is not covered under this plan, even for illnesses that follow an accident later without a direct link.',
  '9c831bd0fb07fcdfe5233732a094c9b9bc5f67f9554d5353f0e9e3986f926167'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'Children''s education and ambulance benefits',
  'If the insured person dies or suffers permanent total disablement from an accident, the policy pays up to ₹1,00,000 as a one-time education benefit for dependent children studying in school or college. Road ambulance charges are paid up to ₹5,000 for each accident.',
  '896da98e2a858d3115a4c7142a45a9f0dc8e4c384ce0214cacc399786afc79fb'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'Waiting periods',
  'There is no waiting period: accidents are covered from the policy start date. Because the plan covers only accidents, there is no waiting period for pre-existing diseases or specific illnesses. A disability that existed before the policy started is not covered, and any benefit is assessed only for the new loss caused by the accident.',
  'eebe15ad028a2521e48043502b8921248a309d5eb0e33df68042c373c1e0f91e'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'Exclusions',
  'The policy does not pay for the following:' || char(10) || 'Suicide or intentional self-injury.' || char(10) || 'Injury while under the influence of alcohol or drugs.' || char(10) || 'War, riots or nuclear risks.' || char(10) || 'Taking part in adventure sports such as mountaineering, parachuting, bungee jumping or motor racing unless added by endorsement.' || char(10) || 'Injury while committing a criminal act.' || char(10) || 'Pregnancy and childbirth.' || char(10) || 'Any illness, including an infection not caused by an accidental injury.' || char(10) || 'An accident while serving in the armed forces.',
  'cb6c41e64b926f6b9c8b73db8b3f89bcca041f153dfae5e21b6f5794982d33e0'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;

INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
VALUES (
  'demo',
  'plancover-personal-accident-guard',
  'PlanCover Personal Accident Guard',
  'Claims and documents needed',
  'Inform Carewell TPA of an accident within 30 days, and of a death immediately. For a death claim, send the claim form signed by the nominee, the FIR, the post-mortem report, the death certificate and the nominee''s photo identity proof and bank details. For a disablement claim, send the disability certificate from a government hospital medical board and the treating doctor''s reports; for temporary total disablement, also the employer''s leave certificate. For accidental hospitalisation, send the hospital bills, discharge summary and the FIR or medico-legal certificate. Claims are settled within 30 days of the last document.',
  '4085e270ac75555872ef15f9c9a6a5a6eb87bc657318ba9857058a30fc9ffcbb'
)
ON CONFLICT (company_id, document, section) DO UPDATE SET
  product = excluded.product, text = excluded.text, content_hash = excluded.content_hash
  WHERE knowledge_chunks.content_hash <> excluded.content_hash;
