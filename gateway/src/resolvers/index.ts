import type { Resolvers } from '../generated/resolvers';
import { CatalogMutation, CatalogQuery } from './Catalog';
import { CluNode } from './CluNode';
import { ColorSchema } from './ColorSchema';
import { CompatibilityVerdict } from './CompatibilityVerdict';
import { Crop } from './Crop';
import { CropTrait } from './CropTrait';
import { CropTraitGroup } from './CropTraitGroup';
import { EncodedRings } from './EncodedRings';
import { Farm } from './Farm';
import { FarmsMutation } from './Farms';
import { Field } from './Field';
import { FieldOwner } from './FieldOwner';
import {
  AdjacentField,
  DriftZone,
  FieldSprayFields,
  FieldWeather,
  Sprayability,
  WeatherHour,
} from './FieldSpray';
import { FieldsMutation } from './Fields';
import { ActiveIngredient, HerbicideGroup } from './HerbicideGroup';
import { Mutation } from './Mutation';
import { PasswordRecoveryMutation, PasswordRecoveryQuery } from './PasswordRecovery';
import { Query } from './Query';
import { SprayMutation, SprayQuery, SpraySubscription } from './Spray';
import { FarmSprayPlanner, NoticeField, SprayedGroup, SprayNotice, SprayPlanner } from './SprayPlanner';
import { Subscription } from './Subscription';
import { TankMix, TankMixMutation, TankMixQuery } from './TankMix';
import { TutorialFlags, TutorialsMutation } from './Tutorials';
import { User } from './User';

export const resolvers: Resolvers = {
  // Root fields live in a file per domain; the roots only gather them.
  Query: { ...Query, ...CatalogQuery, ...TankMixQuery, ...PasswordRecoveryQuery, ...SprayQuery },
  Mutation: {
    ...Mutation,
    ...CatalogMutation,
    ...TankMixMutation,
    ...TutorialsMutation,
    ...FarmsMutation,
    ...FieldsMutation,
    ...PasswordRecoveryMutation,
    ...SprayMutation,
  },
  Subscription: { ...Subscription, ...SpraySubscription },
  User,
  CluNode,
  ColorSchema,
  EncodedRings,
  Farm: { ...Farm, ...FarmSprayPlanner },
  Field: { ...Field, ...FieldSprayFields },
  FieldWeather,
  WeatherHour,
  AdjacentField,
  DriftZone,
  Sprayability,
  FieldOwner,
  Crop,
  CropTrait,
  CropTraitGroup,
  HerbicideGroup,
  ActiveIngredient,
  CompatibilityVerdict,
  TankMix,
  TutorialFlags,
  SprayPlanner,
  SprayedGroup,
  SprayNotice,
  NoticeField,
};
