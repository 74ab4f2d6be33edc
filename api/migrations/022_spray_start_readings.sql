-- What the applicator measured at boom height when a spray started (dicamba labels ask for wind
-- speed and direction and air temperature at the start), and the forecast's broken label rules
-- the grower confirmed before starting anyway, word for word. Sprays started before this
-- migration have none of these.
ALTER TABLE farm_sprays
  ADD COLUMN measured_wind_mph numeric(5, 1) CHECK (measured_wind_mph BETWEEN 0 AND 60),
  ADD COLUMN measured_wind_from_deg numeric(4, 1) CHECK (measured_wind_from_deg >= 0 AND measured_wind_from_deg < 360),
  ADD COLUMN measured_temperature_f numeric(4, 1) CHECK (measured_temperature_f BETWEEN -40 AND 130),
  ADD COLUMN confirmed_forecast text[] NOT NULL DEFAULT '{}';
