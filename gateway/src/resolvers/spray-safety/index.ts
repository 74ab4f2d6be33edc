import type { Resolvers } from '../../generated/resolvers';
import { AdjacentField } from './AdjacentField';
import { DriftZone } from './DriftZone';
import { Field } from './Field';
import { FieldWeather } from './FieldWeather';
import { LabelBreach } from './LabelBreach';
import { LabelProduct } from './LabelProduct';
import { Query } from './Query';
import { Sprayability } from './Sprayability';
import { WeatherHour } from './WeatherHour';

export const spraySafety: Resolvers = {
  Query,
  Field,
  FieldWeather,
  WeatherHour,
  AdjacentField,
  DriftZone,
  Sprayability,
  LabelBreach,
  LabelProduct,
};
