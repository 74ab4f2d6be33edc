-- The catalogue and the EPA registrations as of 2026 (issue 31, "Complete and correct data" and
-- "Registrations as of 2026"): six missing actives, the Bolt soybean and FullPage rice traits,
-- dicamba's products under their 2026 names, and each listed product's registration status with
-- dates. Sources are in CATALOG_SOURCES.md and REPORTS_SOURCES.md beside this file.

-- ---------------------------------------------------------------------------------------------
-- Active ingredients missing from 005. Group 29 also takes the old WSSA groups 20 (dichlobenil)
-- and 21 (isoxaben), as Group 15 takes old 8 and 16 (ethofumesate).
-- ---------------------------------------------------------------------------------------------
INSERT INTO active_ingredients (id, name, herbicide_group_id, chemical_family, products, rank) VALUES
  (91, 'pronamide', 3, 'benzamide', ARRAY['Kerb SC'], 4),
  -- Every DCPA registration was suspended on 6 Aug 2024, then cancelled at AMVAC's request: listed so
  -- that earlier records and drift questions still find it, its product marked as cancelled.
  (92, 'DCPA', 3, 'benzoic acid', ARRAY['Dacthal Flowable (registration cancelled 2024)'], 5),
  (93, 'pyridate', 6, 'phenyl-pyridazine', ARRAY['Tough 5EC'], 3),
  (94, 'diflufenican', 12, 'phenyl ether (pyridinecarboxamide)', ARRAY['Convintro'], 3),
  (95, 'isoxaben', 29, 'benzamide', ARRAY['Gallery 75 DF', 'Gallery SC'], 2),
  (96, 'dichlobenil', 29, 'nitrile', ARRAY['Casoron 4G', 'Casoron CS'], 3);

-- Dicamba's over-the-top products as sold in 2026: XtendiMax is now Stryax. The former names stay
-- in the list so that a report naming them still carries dicamba.
UPDATE active_ingredients
SET products = ARRAY['Engenia', 'Stryax', 'Tavium (premix with S-metolachlor)', 'Clarity', 'DiFlexx',
                     'Status (premix with diflufenzopyr)', 'XtendiMax (now sold as Stryax)',
                     'FeXapan (not sold since 2021)']
WHERE name = 'dicamba';

-- pyridate: Tough 5EC is labelled postemergence on field corn (with chickpea and mint, which are
-- not in the catalogue). Pronamide on established alfalfa is a dormant-season, soil-active
-- application, and DCPA, diflufenican, isoxaben and dichlobenil are pre-emergence or directed to
-- the orchard floor: left out, as CATALOG_SOURCES.md says.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'corn' AND a.name IN ('pyridate');

-- ---------------------------------------------------------------------------------------------
-- Traits missing from 005.
-- ---------------------------------------------------------------------------------------------
INSERT INTO crop_traits (id, crop_id, trait_name, logo_url) VALUES
  (48, 2, 'Bolt', '/logos/traits/bolt.svg'),
  (49, 7, 'FullPage', '/logos/traits/fullpage.svg');

-- Bolt soybean: more sulfonylurea tolerance than STS, which widens what may be sprayed before
-- planting and shortens rotation intervals. Over the top it carries the same sulfonylureas as
-- STS (Synchrony XP: chlorimuron and thifensulfuron). Not tribenuron or rimsulfuron: labelled
-- before planting or emergence only.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'soybean' AND t.trait_name = 'Bolt' AND a.name IN ('chlorimuron', 'thifensulfuron');

-- FullPage rice (RiceTec hybrids, both parents imidazolinone-tolerant): Preface (imazethapyr) and
-- Postscript (imazamox) over the top. Not quizalofop (Max-Ace, Provisia) nor the sulfonylureas.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'rice' AND t.trait_name = 'FullPage' AND a.name IN ('imazethapyr', 'imazamox');

-- ---------------------------------------------------------------------------------------------
-- Registration status of the products offered on the report. The dates are those of the
-- registration under the listed number: from its first day up to, not including, the day it
-- ended (vacated or cancelled). A null registered_from means registered, start not recorded here.
-- ---------------------------------------------------------------------------------------------
ALTER TABLE product_registrations
  ADD COLUMN registered_from date,
  ADD COLUMN registered_until date,
  ADD COLUMN registration_note text,
  ADD CONSTRAINT product_registrations_period_check
    CHECK (registered_until IS NULL OR registered_from IS NULL OR registered_until > registered_from);

-- One row per product name (the report form suggests a number by name): XtendiMax and Engenia
-- keep the number of their last registration, which ended on 6 Feb 2024, and their notes name
-- the earlier one, so that records of past seasons still find them.
UPDATE product_registrations
SET epa_reg_number = '264-1210',
    registered_from = '2020-10-27',
    registered_until = '2024-02-06',
    registration_note = 'Over-the-top use on dicamba-tolerant soybean and cotton, registered 27 Oct 2020, '
      'vacated 6 Feb 2024 (D. Ariz.). The first registration, 524-617 (9 Nov 2016), was vacated '
      '3 Jun 2020 (9th Cir.). Since 6 Feb 2026 Bayer sells dicamba for over-the-top use as Stryax '
      '(264-1241). Source: EPA existing stocks order, 14 Feb 2024.'
WHERE product_name = 'XtendiMax';

UPDATE product_registrations
SET epa_reg_number = '7969-472',
    registered_from = '2026-02-06',
    registered_until = '2028-02-06',
    registration_note = 'Conditional registration for over-the-top use on dicamba-tolerant soybean and '
      'cotton, 6 Feb 2026, two seasons (labels expire 6 Feb 2028, K-State Agronomy eUpdate, Feb 2026); '
      'its number under that registration is not confirmed here: 7969-472 is the number of the '
      'registration of 27 Oct 2020, vacated 6 Feb 2024 (D. Ariz.); the first, 7969-345 (20 Dec 2016), '
      'was vacated 3 Jun 2020 (9th Cir.). Take the number from the label in hand. Source: EPA '
      'existing stocks order, 14 Feb 2024.'
WHERE product_name = 'Engenia';

INSERT INTO product_registrations
  (product_name, epa_reg_number, registrant, registered_from, registered_until, registration_note)
VALUES
  ('Stryax', '264-1241', 'Bayer CropScience', '2026-02-06', '2028-02-06',
   'Conditional registration for over-the-top use on dicamba-tolerant soybean (through R1) and '
   'cotton, 6 Feb 2026, two seasons. Bayer''s brand for what was XtendiMax. Source: the Stryax '
   'label (Bayer).'),
  ('Tavium', '100-1623', 'Syngenta', '2026-02-06', '2028-02-06',
   'Conditional registration for over-the-top use on dicamba-tolerant soybean (to V4) and cotton, '
   '6 Feb 2026, two seasons; its number under that registration is not confirmed here: 100-1623 '
   'is the number registered 5 Apr 2019 (not part of the June 2020 vacatur), extended 27 Oct 2020 '
   'and vacated 6 Feb 2024 (D. Ariz.). Sources: the Tavium label, EPA existing stocks order, '
   '14 Feb 2024.'),
  ('FeXapan', '352-938', 'Corteva Agriscience', NULL, NULL,
   'FeXapan Plus VaporGrip Technology, not sold since 2021 (Corteva ended its sales). EPA named it '
   'as still registered for over-the-top use in its existing stocks order of 14 Feb 2024, the '
   '2024 vacatur not covering it. The first FeXapan registration (2017) was vacated 3 Jun 2020 '
   'with XtendiMax and Engenia. Its status after 2024 is not confirmed here.');

-- Enlist One and Enlist Duo: registered 11 Jan 2022 for seven years (Seed World, 12 Jan 2022),
-- the dates the spray tools flag a product by (api/src/modules/spray/labels.json).
UPDATE product_registrations
SET registered_from = '2022-01-11',
    registered_until = '2029-01-11',
    registration_note = 'Registered 11 Jan 2022 for seven years, over the top of Enlist crops. Source: '
      'Seed World, 12 Jan 2022.'
WHERE product_name IN ('Enlist One', 'Enlist Duo');
