-- The Application Summary Report (spec 2 Reports, 3 report form, 9 pump pressures and droplet
-- classes) and the nozzle reference data it is filled from. Sources of every reference row are
-- in REPORTS_SOURCES.md beside this file.

-- ---------------------------------------------------------------------------------------------
-- Nozzle reference data: GET reference/nozzles/.
-- ---------------------------------------------------------------------------------------------

-- Pump (boom) pressures offered on the form, in psi (spec 9).
CREATE TABLE pump_pressures (
  psi integer PRIMARY KEY
);
INSERT INTO pump_pressures (psi) VALUES (15), (20), (30), (40), (50), (60), (70), (80), (90), (100);

-- ASABE S572 droplet size classes, finest first. The colours are the standard's; the VMD
-- figures are the approximate ranges extension services publish beside it (the standard
-- classifies a spray against reference nozzles, not against fixed micron limits).
CREATE TABLE droplet_classes (
  code text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  rank integer NOT NULL UNIQUE,
  colour text NOT NULL,
  vmd_microns text NOT NULL
);
INSERT INTO droplet_classes (code, name, rank, colour, vmd_microns) VALUES
  ('XF', 'Extremely Fine', 1, 'purple', 'under 60'),
  ('VF', 'Very Fine', 2, 'red', '61-105'),
  ('F', 'Fine', 3, 'orange', '106-235'),
  ('M', 'Medium', 4, 'yellow', '236-340'),
  ('C', 'Coarse', 5, 'blue', '341-403'),
  ('VC', 'Very Coarse', 6, 'green', '404-502'),
  ('XC', 'Extremely Coarse', 7, 'white', '503-665'),
  ('UC', 'Ultra Coarse', 8, 'black', 'over 665');

-- Nozzle sizes by their ISO 10625 colour code (rated flow in US gallons per minute at 40 psi).
CREATE TABLE nozzle_sizes (
  code text PRIMARY KEY,
  colour text NOT NULL,
  gpm_at_40_psi numeric(4, 2) NOT NULL UNIQUE
);
INSERT INTO nozzle_sizes (code, colour, gpm_at_40_psi) VALUES
  ('01', 'orange', 0.10),
  ('015', 'green', 0.15),
  ('02', 'yellow', 0.20),
  ('025', 'lilac', 0.25),
  ('03', 'blue', 0.30),
  ('04', 'red', 0.40),
  ('05', 'brown', 0.50),
  ('06', 'grey', 0.60),
  ('08', 'white', 0.80);

-- Seven manufacturers of boom-sprayer nozzles sold to US growers. noozle_type_code (spelled as
-- the spec's report form spells noozle) names the manufacturer's list of nozzle types.
CREATE TABLE nozzle_manufacturers (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  noozle_type_code text NOT NULL UNIQUE
);
INSERT INTO nozzle_manufacturers (id, name, noozle_type_code) VALUES
  (1, 'TeeJet', 'teejet'),
  (2, 'Hypro', 'hypro'),
  (3, 'Wilger', 'wilger'),
  (4, 'Greenleaf Technologies', 'greenleaf'),
  (5, 'Lechler', 'lechler'),
  (6, 'Albuz', 'albuz'),
  (7, 'Hardi', 'hardi');

-- Each manufacturer's nozzle lines as its catalogue names them, with the kind of spray tip.
CREATE TABLE nozzle_types (
  manufacturer_id integer NOT NULL REFERENCES nozzle_manufacturers (id),
  code text NOT NULL,
  name text NOT NULL,
  kind text NOT NULL,
  rank integer NOT NULL,
  PRIMARY KEY (manufacturer_id, code)
);
INSERT INTO nozzle_types (manufacturer_id, code, name, kind, rank) VALUES
  (1, 'XR', 'XR TeeJet', 'extended range flat fan', 1),
  (1, 'TT', 'Turbo TeeJet', 'wide angle flat fan (pre-orifice)', 2),
  (1, 'AIXR', 'AIXR TeeJet', 'air induction flat fan', 3),
  (1, 'AI', 'AI TeeJet', 'air induction flat fan', 4),
  (1, 'TTI', 'Turbo TeeJet Induction', 'air induction wide angle flat fan', 5),
  (1, 'TTI60', 'Turbo TwinJet Induction', 'air induction twin flat fan', 6),
  (1, 'AITTJ60', 'AI Turbo TwinJet', 'air induction twin flat fan', 7),
  (1, 'TTJ60', 'Turbo TwinJet', 'twin flat fan', 8),
  (1, 'DG', 'DG TeeJet', 'drift guard flat fan (pre-orifice)', 9),
  (1, 'TJ', 'TwinJet', 'twin flat fan', 10),
  (2, 'ULD', 'Ultra Lo-Drift', 'air induction flat fan', 1),
  (2, 'GA', 'GuardianAIR', 'air induction flat fan', 2),
  (2, 'GAT', 'GuardianAIR Twin', 'air induction twin flat fan', 3),
  (2, 'GRD', 'Guardian', 'pre-orifice flat fan', 4),
  (2, 'TR', 'Total Range', 'extended range flat fan', 5),
  (2, 'VP', 'Variable Pressure', 'flat fan', 6),
  (2, '3D', '3D', 'deflected flat fan', 7),
  (3, 'ER', 'Combo-Jet ER', 'extended range flat fan', 1),
  (3, 'SR', 'Combo-Jet SR', 'pre-orifice flat fan', 2),
  (3, 'MR', 'Combo-Jet MR', 'air induction flat fan (mid range)', 3),
  (3, 'DR', 'Combo-Jet DR', 'air induction flat fan (drift reduction)', 4),
  (3, 'UR', 'Combo-Jet UR', 'air induction flat fan (ultra reduction)', 5),
  (4, 'AM', 'AirMix', 'air induction flat fan', 1),
  (4, 'TDXL', 'TurboDrop XL', 'air induction flat fan', 2),
  (4, 'TDXL-D', 'TurboDrop XL-D', 'air induction flat fan', 3),
  (4, 'TADF', 'TurboDrop Asymmetric Dual Fan', 'air induction twin flat fan', 4),
  (4, 'SD', 'SoftDrop', 'pre-orifice flat fan', 5),
  (5, 'LU', 'LU', 'universal flat fan', 1),
  (5, 'AD', 'AD', 'anti-drift flat fan (pre-orifice)', 2),
  (5, 'ID', 'ID', 'air injector flat fan', 3),
  (5, 'IDK', 'IDK', 'compact air injector flat fan', 4),
  (5, 'IDKT', 'IDKT', 'compact air injector twin flat fan', 5),
  (5, 'IDTA', 'IDTA', 'air injector asymmetric twin flat fan', 6),
  (6, 'AXI', 'AXI', 'flat fan', 1),
  (6, 'API', 'API', 'flat fan', 2),
  (6, 'ADI', 'ADI', 'low drift flat fan (pre-orifice)', 3),
  (6, 'AVI', 'AVI', 'air induction flat fan', 4),
  (6, 'CVI', 'CVI', 'air induction flat fan (compact)', 5),
  (6, 'AVI TWIN', 'AVI TWIN', 'air induction twin flat fan', 6),
  (6, 'ATR', 'ATR', 'hollow cone', 7),
  (7, 'ISO F', 'ISO F', 'flat fan', 1),
  (7, 'LD', 'LD', 'low drift flat fan', 2),
  (7, 'INJET', 'Injet', 'air induction flat fan', 3),
  (7, 'MD', 'MiniDrift', 'air induction flat fan (compact)', 4),
  (7, 'MD DUO', 'MiniDrift Duo', 'air induction twin flat fan', 5);

-- EPA registration numbers of common products of the catalogue, as printed on their labels.
-- The form offers them as a suggestion beside the product name; the applicator checks them
-- against the label in hand, and types any product not listed.
CREATE TABLE product_registrations (
  product_name text PRIMARY KEY,
  epa_reg_number text NOT NULL CHECK (epa_reg_number ~ '^[0-9]+-[0-9]+(-[0-9]+)?$'),
  registrant text NOT NULL
);
INSERT INTO product_registrations (product_name, epa_reg_number, registrant) VALUES
  ('Enlist One', '62719-695', 'Corteva Agriscience'),
  ('Enlist Duo', '62719-649', 'Corteva Agriscience'),
  ('Engenia', '7969-345', 'BASF'),
  ('XtendiMax', '524-617', 'Bayer CropScience'),
  ('Clarity', '7969-137', 'BASF'),
  ('Status', '7969-242', 'BASF'),
  ('Dual II Magnum', '100-818', 'Syngenta'),
  ('AAtrex 4L', '100-497', 'Syngenta'),
  ('Callisto', '100-1131', 'Syngenta'),
  ('Flexstar', '100-1101', 'Syngenta'),
  ('Prowl H2O', '241-418', 'BASF'),
  ('Pursuit', '241-310', 'BASF'),
  ('Sharpen', '7969-278', 'BASF'),
  ('Outlook', '7969-156', 'BASF'),
  ('Zidua', '7969-338', 'BASF'),
  ('Basagran', '7969-45', 'BASF'),
  ('Valor SX', '59639-99', 'Valent'),
  ('Select Max', '59639-132', 'Valent'),
  ('Cobra', '59639-34', 'Valent'),
  ('Warrant', '524-591', 'Bayer CropScience'),
  ('Roundup WeatherMAX', '524-537', 'Bayer CropScience'),
  ('Laudis', '264-860', 'Bayer CropScience');

-- ---------------------------------------------------------------------------------------------
-- Saved reports. Labels require application records to be kept (two years for restricted-use
-- products under 7 CFR 110, longer in several states), so a report is never deleted by the
-- product and never changed in place: each save is a new version, and the earlier ones stay.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id),
  -- The field may be deleted later; the report keeps its own copy of what it showed.
  field_uuid uuid REFERENCES fields (uuid) ON DELETE SET NULL,
  created_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_account_idx ON reports (account_id, created_at DESC);

CREATE TABLE report_versions (
  report_id bigint NOT NULL REFERENCES reports (id),
  version integer NOT NULL CHECK (version >= 1),
  -- The form as saved (spec 3 names: reportDate, generalInfo, applications, weather, nozzle).
  form jsonb NOT NULL,
  -- Why a later version was made; null for the first.
  change_reason text,
  -- The field as it was at this save: name, farm, acres and boundary.
  field_name text NOT NULL,
  farm_name text NOT NULL,
  acres numeric(12, 2) NOT NULL,
  geom geometry(MultiPolygon, 4326) NOT NULL,
  saved_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  saved_by_name text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (report_id, version),
  CHECK ((version = 1) = (change_reason IS NULL))
);
