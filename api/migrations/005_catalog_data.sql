-- The agronomic catalogue's data: crops, their herbicide-tolerance traits, the WSSA site-of-action
-- groups in current numbering with their US active ingredients and products, and the tolerance
-- table at the level of active ingredients. Sources, choices and how to change this data are in
-- CATALOG_SOURCES.md beside this file. Never edit this file once landed: change the data in a
-- new migration.

-- ---------------------------------------------------------------------------------------------
-- Crops. Specialty crops are the sensitive ones a drift registry cares most about.
-- ---------------------------------------------------------------------------------------------
INSERT INTO crops (id, name, logo, is_specialty) VALUES
  (1, 'corn', '/logos/crops/corn.svg', false),
  (2, 'soybean', '/logos/crops/soybean.svg', false),
  (3, 'cotton', '/logos/crops/cotton.svg', false),
  (4, 'wheat', '/logos/crops/wheat.svg', false),
  (5, 'sorghum', '/logos/crops/sorghum.svg', false),
  (6, 'canola', '/logos/crops/canola.svg', false),
  (7, 'rice', '/logos/crops/rice.svg', false),
  (8, 'alfalfa', '/logos/crops/alfalfa.svg', false),
  (9, 'sugar beet', '/logos/crops/sugar-beet.svg', false),
  (10, 'peanut', '/logos/crops/peanut.svg', false),
  (11, 'sunflower', '/logos/crops/sunflower.svg', false),
  (12, 'potato', '/logos/crops/potato.svg', true),
  (13, 'tomato', '/logos/crops/tomato.svg', true),
  (14, 'grape', '/logos/crops/grape.svg', true),
  (15, 'tree fruit', '/logos/crops/tree-fruit.svg', true),
  (16, 'vegetables', '/logos/crops/vegetables.svg', true),
  (17, 'organic', '/logos/crops/organic.svg', true);

-- ---------------------------------------------------------------------------------------------
-- Herbicide-tolerance traits as planted in each crop, under the names growers know. Every crop
-- has 'Conventional' (no tolerance trait); organic has 'Certified organic' instead.
-- ---------------------------------------------------------------------------------------------
INSERT INTO crop_traits (id, crop_id, trait_name, logo_url) VALUES
  (1, 1, 'Conventional', '/logos/traits/conventional.svg'),
  (2, 1, 'Roundup Ready 2', '/logos/traits/roundup-ready.svg'),
  (3, 1, 'LibertyLink', '/logos/traits/libertylink.svg'),
  (4, 1, 'Roundup Ready 2 + LibertyLink', '/logos/traits/roundup-ready-libertylink.svg'),
  (5, 1, 'Enlist', '/logos/traits/enlist.svg'),
  (6, 2, 'Conventional', '/logos/traits/conventional.svg'),
  (7, 2, 'Roundup Ready 2 Yield', '/logos/traits/roundup-ready.svg'),
  (8, 2, 'Roundup Ready 2 Xtend', '/logos/traits/xtend.svg'),
  (9, 2, 'XtendFlex', '/logos/traits/xtendflex.svg'),
  (10, 2, 'Enlist E3', '/logos/traits/enlist-e3.svg'),
  (11, 2, 'LibertyLink', '/logos/traits/libertylink.svg'),
  (12, 2, 'LibertyLink GT27', '/logos/traits/gt27.svg'),
  (13, 2, 'STS', '/logos/traits/sts.svg'),
  (14, 3, 'Conventional', '/logos/traits/conventional.svg'),
  (15, 3, 'Roundup Ready Flex', '/logos/traits/roundup-ready.svg'),
  (16, 3, 'XtendFlex', '/logos/traits/xtendflex.svg'),
  (17, 3, 'Enlist', '/logos/traits/enlist.svg'),
  (18, 3, 'GlyTol LibertyLink', '/logos/traits/glytol-libertylink.svg'),
  (19, 4, 'Conventional', '/logos/traits/conventional.svg'),
  (20, 4, 'Clearfield', '/logos/traits/clearfield.svg'),
  (21, 4, 'CoAXium', '/logos/traits/coaxium.svg'),
  (22, 5, 'Conventional', '/logos/traits/conventional.svg'),
  (23, 5, 'Inzen', '/logos/traits/inzen.svg'),
  (24, 5, 'igrowth', '/logos/traits/igrowth.svg'),
  (25, 5, 'Double Team', '/logos/traits/double-team.svg'),
  (26, 6, 'Conventional', '/logos/traits/conventional.svg'),
  (27, 6, 'TruFlex Roundup Ready', '/logos/traits/roundup-ready.svg'),
  (28, 6, 'InVigor LibertyLink', '/logos/traits/libertylink.svg'),
  (29, 6, 'Clearfield', '/logos/traits/clearfield.svg'),
  (30, 7, 'Conventional', '/logos/traits/conventional.svg'),
  (31, 7, 'Clearfield', '/logos/traits/clearfield.svg'),
  (32, 7, 'Provisia', '/logos/traits/provisia.svg'),
  (33, 7, 'Max-Ace', '/logos/traits/max-ace.svg'),
  (34, 8, 'Conventional', '/logos/traits/conventional.svg'),
  (35, 8, 'Roundup Ready', '/logos/traits/roundup-ready.svg'),
  (36, 9, 'Conventional', '/logos/traits/conventional.svg'),
  (37, 9, 'Roundup Ready', '/logos/traits/roundup-ready.svg'),
  (38, 10, 'Conventional', '/logos/traits/conventional.svg'),
  (39, 11, 'Conventional', '/logos/traits/conventional.svg'),
  (40, 11, 'Clearfield', '/logos/traits/clearfield.svg'),
  (41, 11, 'ExpressSun', '/logos/traits/expresssun.svg'),
  (42, 12, 'Conventional', '/logos/traits/conventional.svg'),
  (43, 13, 'Conventional', '/logos/traits/conventional.svg'),
  (44, 14, 'Conventional', '/logos/traits/conventional.svg'),
  (45, 15, 'Conventional', '/logos/traits/conventional.svg'),
  (46, 16, 'Conventional', '/logos/traits/conventional.svg'),
  (47, 17, 'Certified organic', '/logos/traits/organic.svg');

-- ---------------------------------------------------------------------------------------------
-- WSSA site-of-action groups, current numbering (WSSA/HRAC 2020 harmonised): the id is the
-- group number. Old groups 7 and 8 are now 5 and 15, so there is no 7 or 8.
-- ---------------------------------------------------------------------------------------------
INSERT INTO herbicide_groups (id, group_label, group_type, site_of_action, logo) VALUES
  (1, 'Group 1', 'ACCase inhibitors', 'Inhibition of acetyl CoA carboxylase (ACCase)', '/logos/herbicides/group-1.svg'),
  (2, 'Group 2', 'ALS inhibitors', 'Inhibition of acetolactate synthase (ALS), also called acetohydroxyacid synthase (AHAS)', '/logos/herbicides/group-2.svg'),
  (3, 'Group 3', 'Microtubule assembly inhibitors', 'Inhibition of microtubule assembly', '/logos/herbicides/group-3.svg'),
  (4, 'Group 4', 'Synthetic auxins', 'Auxin mimics', '/logos/herbicides/group-4.svg'),
  (5, 'Group 5', 'Photosystem II inhibitors', 'Inhibition of photosynthesis at photosystem II, serine 264 binders', '/logos/herbicides/group-5.svg'),
  (6, 'Group 6', 'Photosystem II inhibitors', 'Inhibition of photosynthesis at photosystem II, histidine 215 binders', '/logos/herbicides/group-6.svg'),
  (9, 'Group 9', 'EPSP synthase inhibitor', 'Inhibition of enolpyruvyl shikimate phosphate synthase (EPSPS)', '/logos/herbicides/group-9.svg'),
  (10, 'Group 10', 'Glutamine synthetase inhibitor', 'Inhibition of glutamine synthetase', '/logos/herbicides/group-10.svg'),
  (12, 'Group 12', 'PDS inhibitors (bleachers)', 'Inhibition of phytoene desaturase (PDS)', '/logos/herbicides/group-12.svg'),
  (13, 'Group 13', 'DXP synthase inhibitors (bleachers)', 'Inhibition of deoxy-D-xylulose phosphate synthase (DXS)', '/logos/herbicides/group-13.svg'),
  (14, 'Group 14', 'PPO inhibitors', 'Inhibition of protoporphyrinogen oxidase (PPO)', '/logos/herbicides/group-14.svg'),
  (15, 'Group 15', 'VLCFA inhibitors', 'Inhibition of very long-chain fatty acid synthesis (VLCFA)', '/logos/herbicides/group-15.svg'),
  (19, 'Group 19', 'Auxin transport inhibitors', 'Inhibition of auxin transport', '/logos/herbicides/group-19.svg'),
  (22, 'Group 22', 'Photosystem I electron diverters', 'Photosystem I electron diversion', '/logos/herbicides/group-22.svg'),
  (27, 'Group 27', 'HPPD inhibitors', 'Inhibition of 4-hydroxyphenyl-pyruvate dioxygenase (HPPD)', '/logos/herbicides/group-27.svg'),
  (29, 'Group 29', 'Cellulose synthesis inhibitors', 'Inhibition of cellulose synthesis', '/logos/herbicides/group-29.svg');

-- ---------------------------------------------------------------------------------------------
-- Active ingredients, named as on US labels (acid or parent name, without the salt or ester),
-- with their chemical family and common US products, the most used first. A premix is named
-- with what it is mixed with. rank orders the actives inside their group, the most used first.
-- ---------------------------------------------------------------------------------------------
INSERT INTO active_ingredients (id, name, herbicide_group_id, chemical_family, products, rank) VALUES
  -- Group 1: ACCase inhibitors
  (1, 'clethodim', 1, 'cyclohexanedione (DIM)', ARRAY['Select Max', 'Arrow 2EC', 'Section Three', 'Intensity One'], 1),
  (2, 'quizalofop', 1, 'aryloxyphenoxypropionate (FOP)', ARRAY['Assure II', 'Targa', 'Provisia (for Provisia rice)', 'Aggressor (for CoAXium wheat)', 'FirstAct (for Double Team sorghum)', 'Highcard (for Max-Ace rice)'], 2),
  (3, 'fluazifop', 1, 'aryloxyphenoxypropionate (FOP)', ARRAY['Fusilade DX'], 3),
  (4, 'sethoxydim', 1, 'cyclohexanedione (DIM)', ARRAY['Poast', 'Poast Plus'], 4),
  (5, 'fenoxaprop', 1, 'aryloxyphenoxypropionate (FOP)', ARRAY['Ricestar HT', 'Puma', 'Axial Bold (premix with pinoxaden)'], 5),
  (6, 'pinoxaden', 1, 'phenylpyrazoline (DEN)', ARRAY['Axial XL', 'Axial Bold (premix with fenoxaprop)'], 6),
  (7, 'clodinafop', 1, 'aryloxyphenoxypropionate (FOP)', ARRAY['Discover NG'], 7),
  (8, 'cyhalofop', 1, 'aryloxyphenoxypropionate (FOP)', ARRAY['Clincher SF', 'Rebel EX (premix with penoxsulam)'], 8),
  -- Group 2: ALS inhibitors
  (9, 'imazethapyr', 2, 'imidazolinone', ARRAY['Pursuit', 'Newpath'], 1),
  (10, 'chlorimuron', 2, 'sulfonylurea', ARRAY['Classic', 'Synchrony XP (premix with thifensulfuron)', 'Canopy (premix with metribuzin)', 'Valor XLT (premix with flumioxazin)'], 2),
  (11, 'nicosulfuron', 2, 'sulfonylurea', ARRAY['Accent Q', 'Zest (for Inzen sorghum)', 'Steadfast Q (premix with rimsulfuron)', 'Revulin Q (premix with mesotrione)'], 3),
  (12, 'thifensulfuron', 2, 'sulfonylurea', ARRAY['Harmony SG', 'Harmony Extra SG (premix with tribenuron)', 'Synchrony XP (premix with chlorimuron)', 'Resolve Q (premix with rimsulfuron)'], 4),
  (13, 'tribenuron', 2, 'sulfonylurea', ARRAY['Express', 'Express with TotalSol (for ExpressSun sunflower)', 'Harmony Extra SG (premix with thifensulfuron)'], 5),
  (14, 'imazamox', 2, 'imidazolinone', ARRAY['Raptor', 'Beyond (for Clearfield wheat, canola, sunflower and rice)', 'Imiflex (for igrowth sorghum)'], 6),
  (15, 'rimsulfuron', 2, 'sulfonylurea', ARRAY['Resolve Q (premix with thifensulfuron)', 'Matrix SG', 'Steadfast Q (premix with nicosulfuron)', 'Basis Blend (premix with thifensulfuron)'], 7),
  (16, 'halosulfuron', 2, 'sulfonylurea', ARRAY['Permit', 'Sandea', 'Yukon (premix with dicamba)'], 8),
  (17, 'metsulfuron', 2, 'sulfonylurea', ARRAY['Ally XP', 'Cimarron', 'Finesse (premix with chlorsulfuron)'], 9),
  (18, 'cloransulam', 2, 'triazolopyrimidine', ARRAY['FirstRate', 'Authority First (premix with sulfentrazone)'], 10),
  (19, 'thiencarbazone', 2, 'sulfonylamino-carbonyl-triazolinone', ARRAY['Capreno (premix with tembotrione)', 'Corvus (premix with isoxaflutole)', 'Varro'], 11),
  (20, 'flumetsulam', 2, 'triazolopyrimidine', ARRAY['Python', 'Hornet WDG (premix with clopyralid)', 'SureStart II (premix with acetochlor and clopyralid)'], 12),
  (21, 'chlorsulfuron', 2, 'sulfonylurea', ARRAY['Glean XP', 'Telar XP', 'Finesse (premix with metsulfuron)'], 13),
  (22, 'pyroxsulam', 2, 'triazolopyrimidine', ARRAY['PowerFlex HL', 'GoldSky (premix with florasulam and fluroxypyr)'], 14),
  (23, 'imazapic', 2, 'imidazolinone', ARRAY['Cadre', 'Plateau', 'Panoramic'], 15),
  (24, 'imazapyr', 2, 'imidazolinone', ARRAY['Arsenal', 'Habitat', 'Polaris'], 16),
  (25, 'mesosulfuron', 2, 'sulfonylurea', ARRAY['Osprey', 'Osprey Xtra (premix with thiencarbazone)'], 17),
  (26, 'prosulfuron', 2, 'sulfonylurea', ARRAY['Peak'], 18),
  (27, 'foramsulfuron', 2, 'sulfonylurea', ARRAY['Option'], 19),
  (28, 'penoxsulam', 2, 'triazolopyrimidine', ARRAY['Grasp SC', 'Rebel EX (premix with cyhalofop)'], 20),
  (29, 'bensulfuron', 2, 'sulfonylurea', ARRAY['Londax'], 21),
  (30, 'trifloxysulfuron', 2, 'sulfonylurea', ARRAY['Envoke'], 22),
  (31, 'pyrithiobac', 2, 'pyrimidinyl-thiobenzoate', ARRAY['Staple LX'], 23),
  (32, 'florasulam', 2, 'triazolopyrimidine', ARRAY['Quelex (premix with halauxifen)', 'GoldSky (premix with pyroxsulam and fluroxypyr)'], 24),
  (33, 'triflusulfuron', 2, 'sulfonylurea', ARRAY['UpBeet'], 25),
  -- Group 3: microtubule assembly inhibitors
  (34, 'pendimethalin', 3, 'dinitroaniline', ARRAY['Prowl H2O', 'Pendimax 3.3'], 1),
  (35, 'trifluralin', 3, 'dinitroaniline', ARRAY['Treflan HFP', 'Trifluralin 4EC'], 2),
  (36, 'ethalfluralin', 3, 'dinitroaniline', ARRAY['Sonalan HFP'], 3),
  -- Group 4: synthetic auxins
  (37, '2,4-D', 4, 'phenoxy-carboxylic acid', ARRAY['Enlist One', 'Enlist Duo (premix with glyphosate)', '2,4-D Amine 4', 'Weedar 64', '2,4-D LV6 Ester'], 1),
  (38, 'dicamba', 4, 'benzoic acid', ARRAY['Engenia', 'XtendiMax', 'Tavium (premix with S-metolachlor)', 'Clarity', 'DiFlexx', 'Status (premix with diflufenzopyr)'], 2),
  (39, 'MCPA', 4, 'phenoxy-carboxylic acid', ARRAY['MCPA Ester', 'MCPA Amine 4', 'Bronate Advanced (premix with bromoxynil)'], 3),
  (40, 'fluroxypyr', 4, 'pyridine carboxylic acid (pyridyloxy)', ARRAY['Starane Ultra', 'Starane NXT (premix with bromoxynil)', 'WideMatch (premix with clopyralid)', 'Pixxaro (premix with halauxifen)'], 4),
  (41, 'clopyralid', 4, 'pyridine carboxylic acid', ARRAY['Stinger', 'Transline', 'WideMatch (premix with fluroxypyr)', 'Hornet WDG (premix with flumetsulam)'], 5),
  (42, 'triclopyr', 4, 'pyridine carboxylic acid (pyridyloxy)', ARRAY['Garlon 4 Ultra', 'Remedy Ultra', 'Grandstand'], 6),
  (43, 'picloram', 4, 'pyridine carboxylic acid', ARRAY['Tordon 22K', 'Grazon P+D (premix with 2,4-D)'], 7),
  (44, 'aminopyralid', 4, 'pyridine carboxylic acid', ARRAY['Milestone', 'GrazonNext HL (premix with 2,4-D)', 'ForeFront HL'], 8),
  (45, 'quinclorac', 4, 'quinoline carboxylic acid', ARRAY['Facet L', 'Paramount', 'QuinStar'], 9),
  (46, 'halauxifen', 4, 'arylpicolinate (pyridine carboxylic acid)', ARRAY['Elevore', 'Quelex (premix with florasulam)', 'Pixxaro (premix with fluroxypyr)'], 10),
  (47, '2,4-DB', 4, 'phenoxy-butanoic acid', ARRAY['Butyrac 200'], 11),
  (48, 'florpyrauxifen', 4, 'arylpicolinate (pyridine carboxylic acid)', ARRAY['Loyant'], 12),
  -- Group 5: photosystem II inhibitors, serine 264 binders (old groups 5 and 7)
  (49, 'atrazine', 5, 'triazine', ARRAY['AAtrex 4L', 'Atrazine 4L', 'Lumax EZ (premix)', 'Lexar EZ (premix)', 'Bicep II Magnum (premix with S-metolachlor)', 'Acuron (premix)'], 1),
  (50, 'metribuzin', 5, 'triazinone', ARRAY['Tricor 4F', 'Sencor', 'Boundary (premix with S-metolachlor)', 'Authority MTZ (premix with sulfentrazone)'], 2),
  (51, 'simazine', 5, 'triazine', ARRAY['Princep 4L', 'Simazine 4L'], 3),
  (52, 'propanil', 5, 'amide', ARRAY['Stam M-4', 'SuperWham'], 4),
  (53, 'prometryn', 5, 'triazine', ARRAY['Caparol 4L', 'Cotton-Pro'], 5),
  (54, 'diuron', 5, 'phenylurea', ARRAY['Direx 4L', 'Karmex DF'], 6),
  (55, 'fluometuron', 5, 'phenylurea', ARRAY['Cotoran 4L'], 7),
  (56, 'linuron', 5, 'phenylurea', ARRAY['Lorox DF', 'Linex 4L'], 8),
  -- Group 6: photosystem II inhibitors, histidine 215 binders
  (57, 'bromoxynil', 6, 'nitrile', ARRAY['Buctril 4EC', 'Huskie (premix with pyrasulfotole)', 'Talinor (premix with bicyclopyrone)', 'Bronate Advanced (premix with MCPA)'], 1),
  (58, 'bentazon', 6, 'benzothiadiazinone', ARRAY['Basagran', 'Broadloom'], 2),
  -- Group 9: EPSP synthase inhibitor
  (59, 'glyphosate', 9, 'glycine', ARRAY['Roundup PowerMAX 3', 'Durango DMA', 'Roundup WeatherMAX', 'Enlist Duo (premix with 2,4-D)', 'Halex GT (premix)'], 1),
  -- Group 10: glutamine synthetase inhibitor
  (60, 'glufosinate', 10, 'phosphinic acid', ARRAY['Liberty ULTRA', 'Liberty 280 SL', 'Interline', 'Cheetah'], 1),
  -- Group 12: PDS inhibitors
  (61, 'norflurazon', 12, 'pyridazinone', ARRAY['Solicam DF'], 1),
  (62, 'fluridone', 12, 'pyridinone', ARRAY['Brake', 'Sonar'], 2),
  -- Group 13: DXP synthase inhibitors
  (63, 'clomazone', 13, 'isoxazolidinone', ARRAY['Command 3ME', 'Commence (premix with trifluralin)'], 1),
  -- Group 14: PPO inhibitors
  (64, 'fomesafen', 14, 'diphenylether', ARRAY['Flexstar', 'Reflex', 'Prefix (premix with S-metolachlor)', 'Flexstar GT (premix with glyphosate)'], 1),
  (65, 'flumioxazin', 14, 'N-phenylphthalimide', ARRAY['Valor SX', 'Fierce (premix with pyroxasulfone)', 'Valor XLT (premix with chlorimuron)'], 2),
  (66, 'sulfentrazone', 14, 'triazolinone', ARRAY['Spartan', 'Authority First (premix with cloransulam)', 'Authority MTZ (premix with metribuzin)', 'Spartan Charge (premix with carfentrazone)'], 3),
  (67, 'saflufenacil', 14, 'pyrimidinedione', ARRAY['Sharpen', 'Verdict (premix with dimethenamid-P)'], 4),
  (68, 'lactofen', 14, 'diphenylether', ARRAY['Cobra'], 5),
  (69, 'carfentrazone', 14, 'triazolinone', ARRAY['Aim EC', 'Spartan Charge (premix with sulfentrazone)'], 6),
  (70, 'acifluorfen', 14, 'diphenylether', ARRAY['Ultra Blazer'], 7),
  -- Group 15: VLCFA inhibitors (with old group 8)
  (71, 'S-metolachlor', 15, 'chloroacetamide', ARRAY['Dual II Magnum', 'Lumax EZ (premix)', 'Halex GT (premix)', 'Boundary (premix with metribuzin)', 'Prefix (premix with fomesafen)', 'Tavium (premix with dicamba)'], 1),
  (72, 'acetochlor', 15, 'chloroacetamide', ARRAY['Warrant', 'Harness', 'Degree Xtra (premix with atrazine)', 'Resicore (premix)'], 2),
  (73, 'pyroxasulfone', 15, 'pyrazole (isoxazoline)', ARRAY['Zidua', 'Fierce (premix with flumioxazin)', 'Anthem Maxx (premix with fluthiacet)'], 3),
  (74, 'dimethenamid-P', 15, 'chloroacetamide', ARRAY['Outlook', 'Verdict (premix with saflufenacil)', 'Armezon PRO (premix with topramezone)'], 4),
  (75, 'flufenacet', 15, 'oxyacetamide', ARRAY['Axiom (premix with metribuzin)', 'Define SC'], 5),
  (76, 'EPTC', 15, 'thiocarbamate', ARRAY['Eptam 7-E', 'Eradicane'], 6),
  (77, 'thiobencarb', 15, 'thiocarbamate', ARRAY['Bolero UltraMax'], 7),
  (78, 'triallate', 15, 'thiocarbamate', ARRAY['Far-Go', 'Avadex MicroActiv'], 8),
  (79, 'ethofumesate', 15, 'benzofuran', ARRAY['Nortron SC', 'Ethotron SC'], 9),
  -- Group 19: auxin transport inhibitors
  (80, 'diflufenzopyr', 19, 'semicarbazone', ARRAY['Status (premix with dicamba)', 'Distinct (premix with dicamba)'], 1),
  -- Group 22: photosystem I electron diverters
  (81, 'paraquat', 22, 'bipyridylium', ARRAY['Gramoxone SL 3.0', 'Parazone 3SL'], 1),
  (82, 'diquat', 22, 'bipyridylium', ARRAY['Reglone', 'Diquat SPC 2L'], 2),
  -- Group 27: HPPD inhibitors
  (83, 'mesotrione', 27, 'triketone', ARRAY['Callisto', 'Lumax EZ (premix)', 'Lexar EZ (premix)', 'Acuron (premix)', 'Halex GT (premix)', 'Resicore (premix)'], 1),
  (84, 'isoxaflutole', 27, 'isoxazole', ARRAY['Balance Flexx', 'Corvus (premix with thiencarbazone)', 'Alite 27 (for LibertyLink GT27 soybean)'], 2),
  (85, 'tembotrione', 27, 'triketone', ARRAY['Laudis', 'Capreno (premix with thiencarbazone)'], 3),
  (86, 'topramezone', 27, 'pyrazolone', ARRAY['Impact', 'Armezon', 'Armezon PRO (premix with dimethenamid-P)'], 4),
  (87, 'bicyclopyrone', 27, 'triketone', ARRAY['Acuron (premix)', 'Acuron Flexi (premix)', 'Talinor (premix with bromoxynil)'], 5),
  (88, 'pyrasulfotole', 27, 'pyrazolone', ARRAY['Huskie (premix with bromoxynil)', 'Huskie FX (premix)'], 6),
  (89, 'tolpyralate', 27, 'benzoylpyrazole', ARRAY['Shieldex'], 7),
  -- Group 29: cellulose synthesis inhibitors
  (90, 'indaziflam', 29, 'alkylazine', ARRAY['Alion', 'Esplanade'], 1);

-- ---------------------------------------------------------------------------------------------
-- Natural tolerance: a growing crop that a labelled over-the-top application (or drift) of the
-- active does not injure. Actives that a crop tolerates only pre-plant, pre-emergence, as a
-- burndown, or directed or hooded away from its leaves are NOT listed: this table answers
-- whether contact with the growing crop injures it. When in doubt an active is left out, so
-- the product warns rather than stays silent.
-- ---------------------------------------------------------------------------------------------

-- corn: a grass that metabolises triazines, chloroacetamides, several sulfonylureas and HPPD
-- inhibitors (some products carry a safener); labelled POST for dicamba and 2,4-D.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'corn' AND a.name IN (
  'nicosulfuron', 'rimsulfuron', 'thifensulfuron', 'halosulfuron', 'prosulfuron', 'foramsulfuron',
  'thiencarbazone', 'flumetsulam',
  'pendimethalin',
  'dicamba', '2,4-D', 'clopyralid', 'fluroxypyr',
  'atrazine', 'simazine',
  'bentazon', 'bromoxynil',
  'carfentrazone',
  'S-metolachlor', 'acetochlor', 'dimethenamid-P', 'pyroxasulfone',
  'diflufenzopyr',
  'mesotrione', 'tembotrione', 'topramezone', 'isoxaflutole', 'bicyclopyrone', 'tolpyralate');

-- Broadleaf (dicot) crops: the ACCase inhibitors of Group 1 (FOPs, DIMs, DENs) do not act on
-- the ACCase of broadleaf plants, so every Group 1 active is listed for them. Not for the
-- grasses (corn, wheat, sorghum, rice), not for the mixed 'vegetables' (onion, sweet corn and
-- other grasses among them) and not for organic.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name IN ('soybean', 'cotton', 'canola', 'alfalfa', 'sugar beet', 'peanut', 'sunflower',
                 'potato', 'tomato', 'grape', 'tree fruit')
  AND a.herbicide_group_id = 1;

-- soybean: a legume tolerant of several ALS inhibitors by nature (not of the Group 2 actives
-- for grasses), of bentazon, of the diphenylether PPO inhibitors POST and of the Group 15
-- actives labelled early POST. Not metribuzin, flumioxazin, sulfentrazone: soil-applied only.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'soybean' AND a.name IN (
  'imazethapyr', 'imazamox', 'chlorimuron', 'thifensulfuron', 'cloransulam',
  'bentazon',
  'fomesafen', 'lactofen', 'acifluorfen',
  'S-metolachlor', 'acetochlor', 'dimethenamid-P', 'pyroxasulfone');

-- cotton: pyrithiobac and trifloxysulfuron over the top, and the chloroacetamides labelled
-- POST. Its triazines, ureas, fomesafen and flumioxazin are pre-emergence or directed only.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'cotton' AND a.name IN (
  'pyrithiobac', 'trifloxysulfuron',
  'S-metolachlor', 'acetochlor');

-- wheat: the cereal ALS inhibitors (sulfonylureas and triazolopyrimidines, not the
-- imidazolinones that only Clearfield wheat tolerates), the cereal auxins, bromoxynil, the
-- safened Group 1 actives for cereals (not quizalofop or clethodim) and the safened HPPD premixes.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'wheat' AND a.name IN (
  'pinoxaden', 'clodinafop', 'fenoxaprop',
  'tribenuron', 'thifensulfuron', 'metsulfuron', 'chlorsulfuron', 'mesosulfuron', 'pyroxsulam',
  'florasulam', 'prosulfuron',
  '2,4-D', 'MCPA', 'dicamba', 'fluroxypyr', 'clopyralid', 'halauxifen',
  'bromoxynil',
  'carfentrazone',
  'pyrasulfotole', 'bicyclopyrone');

-- sorghum: atrazine, the labelled sorghum auxins, halosulfuron and prosulfuron; not
-- nicosulfuron (Inzen only), imazamox (igrowth only) or quizalofop (Double Team only).
-- S-metolachlor is left out: sorghum tolerates it only from seed treated with a safener.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'sorghum' AND a.name IN (
  'halosulfuron', 'prosulfuron',
  '2,4-D', 'dicamba', 'fluroxypyr', 'quinclorac',
  'atrazine',
  'bromoxynil', 'bentazon',
  'pyrasulfotole');

-- canola: clopyralid (and Group 1, above). Conventional canola is injured by ALS inhibitors.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'canola' AND a.name IN ('clopyralid');

-- rice: the rice grass herbicides (cyhalofop, safened fenoxaprop), its ALS inhibitors
-- (not the imidazolinones: Clearfield only), propanil, its auxins, bentazon, carfentrazone
-- and thiobencarb. Not quizalofop (Provisia and Max-Ace only) nor clethodim.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'rice' AND a.name IN (
  'cyhalofop', 'fenoxaprop',
  'bensulfuron', 'halosulfuron', 'penoxsulam',
  '2,4-D', 'quinclorac', 'triclopyr', 'florpyrauxifen',
  'propanil',
  'bentazon',
  'carfentrazone',
  'thiobencarb');

-- alfalfa: the imidazolinones labelled on it, 2,4-DB and bromoxynil (seedling alfalfa).
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'alfalfa' AND a.name IN ('imazethapyr', 'imazamox', '2,4-DB', 'bromoxynil');

-- sugar beet: triflusulfuron, clopyralid, ethofumesate and the chloroacetamides labelled POST.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'sugar beet' AND a.name IN (
  'triflusulfuron', 'clopyralid', 'ethofumesate', 'S-metolachlor', 'acetochlor', 'dimethenamid-P');

-- peanut: imazapic, imazethapyr, chlorimuron, 2,4-DB, bentazon, the diphenylethers labelled
-- POST and S-metolachlor.
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name = 'peanut' AND a.name IN (
  'imazapic', 'imazethapyr', 'chlorimuron', '2,4-DB', 'bentazon', 'acifluorfen', 'lactofen',
  'S-metolachlor');

-- sunflower: Group 1 only (above). Imazamox needs Clearfield, tribenuron needs ExpressSun.

-- potato and tomato: metribuzin and rimsulfuron are labelled over the top (and Group 1, above).
INSERT INTO crop_tolerances (crop_id, active_ingredient_id)
SELECT c.id, a.id FROM crops c, active_ingredients a
WHERE c.name IN ('potato', 'tomato') AND a.name IN ('metribuzin', 'rimsulfuron');

-- grape and tree fruit: Group 1 only (above); their other herbicides are soil-applied or
-- directed to the orchard or vineyard floor. vegetables and organic: none.

-- ---------------------------------------------------------------------------------------------
-- Trait tolerance: what each trait adds to its crop, as labelled for that trait. Conventional
-- and Certified organic add nothing.
-- ---------------------------------------------------------------------------------------------

-- glyphosate only: the Roundup Ready traits.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE (c.name, t.trait_name) IN (('corn', 'Roundup Ready 2'), ('soybean', 'Roundup Ready 2 Yield'),
                                 ('cotton', 'Roundup Ready Flex'), ('canola', 'TruFlex Roundup Ready'),
                                 ('alfalfa', 'Roundup Ready'), ('sugar beet', 'Roundup Ready'))
  AND a.name IN ('glyphosate');

-- glufosinate only: LibertyLink.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE (c.name, t.trait_name) IN (('corn', 'LibertyLink'), ('soybean', 'LibertyLink'),
                                 ('canola', 'InVigor LibertyLink'))
  AND a.name IN ('glufosinate');

-- glyphosate and glufosinate: stacked corn and GlyTol LibertyLink cotton.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE (c.name, t.trait_name) IN (('corn', 'Roundup Ready 2 + LibertyLink'), ('cotton', 'GlyTol LibertyLink'))
  AND a.name IN ('glyphosate', 'glufosinate');

-- Enlist corn: the AAD-1 enzyme breaks down 2,4-D and the FOP graminicides; quizalofop is the
-- FOP labelled on it. Stacked with glyphosate and glufosinate tolerance. No dicamba.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'corn' AND t.trait_name = 'Enlist' AND a.name IN ('2,4-D', 'glyphosate', 'glufosinate', 'quizalofop');

-- Enlist E3 soybean and Enlist cotton (AAD-12): 2,4-D, glyphosate, glufosinate. No dicamba.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'soybean' AND t.trait_name = 'Enlist E3' AND a.name IN ('2,4-D', 'glyphosate', 'glufosinate');

INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'cotton' AND t.trait_name = 'Enlist' AND a.name IN ('2,4-D', 'glyphosate', 'glufosinate');

-- Roundup Ready 2 Xtend soybean: glyphosate and dicamba. No 2,4-D, no glufosinate.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'soybean' AND t.trait_name = 'Roundup Ready 2 Xtend' AND a.name IN ('glyphosate', 'dicamba');

-- XtendFlex soybean and cotton: glyphosate, dicamba and glufosinate. No 2,4-D.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name IN ('soybean', 'cotton') AND t.trait_name = 'XtendFlex' AND a.name IN ('glyphosate', 'dicamba', 'glufosinate');

-- LibertyLink GT27 soybean: glufosinate, glyphosate and the HPPD inhibitor isoxaflutole
-- (Alite 27). Not mesotrione or the other HPPD inhibitors.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'soybean' AND t.trait_name = 'LibertyLink GT27' AND a.name IN ('glufosinate', 'glyphosate', 'isoxaflutole');

-- STS soybean: enhanced tolerance to the sulfonylureas of Synchrony XP (chlorimuron and
-- thifensulfuron). Not the imidazolinones beyond the soybean's own.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'soybean' AND t.trait_name = 'STS' AND a.name IN ('chlorimuron', 'thifensulfuron');

-- Clearfield (imidazolinone tolerance), with the imidazolinones labelled for each crop: Beyond
-- (imazamox) on wheat, canola and sunflower, Newpath (imazethapyr) and Beyond on rice.
-- Not the sulfonylureas.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name IN ('wheat', 'canola', 'sunflower') AND t.trait_name = 'Clearfield' AND a.name IN ('imazamox');

INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'rice' AND t.trait_name = 'Clearfield' AND a.name IN ('imazethapyr', 'imazamox');

-- igrowth sorghum: imazamox (Imiflex).
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'sorghum' AND t.trait_name = 'igrowth' AND a.name IN ('imazamox');

-- ExpressSun sunflower: tribenuron (Express with TotalSol). Not imazamox.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'sunflower' AND t.trait_name = 'ExpressSun' AND a.name IN ('tribenuron');

-- Inzen sorghum: nicosulfuron (Zest). Not imazamox.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE c.name = 'sorghum' AND t.trait_name = 'Inzen' AND a.name IN ('nicosulfuron');

-- The ACCase-tolerant grass crops: quizalofop only (Provisia, Highcard, Aggressor, FirstAct).
-- NOT clethodim or the other Group 1 actives.
INSERT INTO trait_tolerances (crop_trait_id, active_ingredient_id)
SELECT t.id, a.id FROM crop_traits t JOIN crops c ON c.id = t.crop_id, active_ingredients a
WHERE (c.name, t.trait_name) IN (('rice', 'Provisia'), ('rice', 'Max-Ace'), ('wheat', 'CoAXium'),
                                 ('sorghum', 'Double Team'))
  AND a.name IN ('quizalofop');
