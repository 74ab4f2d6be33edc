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
import { WeatherNow } from './WeatherNow';

export const spraySafety: Resolvers = {
  Query,
  Field,
  FieldWeather,
  WeatherHour,
  WeatherNow,
  AdjacentField,
  DriftZone,
  Sprayability,
  LabelBreach,
  LabelProduct,
};
