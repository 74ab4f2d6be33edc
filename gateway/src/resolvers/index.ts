import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './accounts/Mutation';
import { PasswordRecoveryMutation, PasswordRecoveryQuery } from './accounts/PasswordRecovery';
import { ProfileMutation, ProfileUser } from './accounts/Profile';
import { Query } from './accounts/Query';
import { User } from './accounts/User';
import { AuditAccount, AuditEntry, AuditPerson, AuditQuery } from './audit/Query';
import { AccountPlan, BillingMutation, BillingQuery, Package } from './billing/Mutation';
import { FieldBoundariesMutation, FieldBoundariesQuery } from './boundaries/Mutation';
import { CompatibilityVerdict } from './catalogue/CompatibilityVerdict';
import { Crop } from './catalogue/Crop';
import { CropTrait } from './catalogue/CropTrait';
import { CropTraitGroup } from './catalogue/CropTraitGroup';
import { ActiveIngredient, HerbicideGroup } from './catalogue/HerbicideGroup';
import { NozzleReference, NozzlesQuery, ProductRegistration } from './catalogue/NozzleReference';
import { CatalogMutation, CatalogQuery } from './catalogue/Query';
import { CluBatch } from './clu/CluBatch';
import { CluNode } from './clu/CluNode';
import { CluWireFields } from './clu/CluWireFields';
import { ColorSchema } from './clu/ColorSchema';
import { EncodedRings } from './clu/EncodedRings';
import { Subscription } from './clu/Subscription';
import { Farm } from './farms/Farm';
import { Field } from './farms/Field';
import { FieldOwner } from './farms/FieldOwner';
import { FieldsMutation } from './farms/Fields';
import { FarmsMutation } from './farms/Mutation';
import {
  AdjacentTrait,
  MapField,
  NeighborWarning,
  NeighboursMutation,
  NeighboursQuery,
} from './neighbours/Mutation';
import { Report, ReportDraft, ReportsMutation, ReportsQuery } from './reports/Mutation';
import { GodModeMutation } from './retailers/GodMode';
import {
  AgRetailerInvite,
  AssignedAccount,
  AssignedFarm,
  AssignedRetailer,
  PaginationMeta,
  RetailersMutation,
  RetailersQuery,
} from './retailers/Mutation';
import {
  FarmSprayPlanner,
  NoticeField,
  SprayedGroup,
  SprayNotice,
  SprayPlanner,
  SprayReadings,
} from './spray-planner/SprayPlanner';
import { SprayMutation, SprayQuery, SpraySubscription } from './spray-planner/Subscription';
import {
  AdjacentField,
  DriftZone,
  FieldSprayFields,
  FieldSprayQuery,
  FieldWeather,
  LabelBreach,
  LabelProduct,
  Sprayability,
  WeatherHour,
} from './spray-safety/Field';
import { TankMix, TankMixMutation, TankMixQuery } from './tank-mixes/TankMix';
import { TutorialFlags, TutorialsMutation } from './tutorials/Mutation';

export const resolvers: Resolvers = {
  // Root fields live in a file per domain; the roots only gather them.
  Query: {
    ...Query,
    ...CatalogQuery,
    ...TankMixQuery,
    ...PasswordRecoveryQuery,
    ...RetailersQuery,
    ...AuditQuery,
    ...BillingQuery,
    ...NeighboursQuery,
    ...FieldBoundariesQuery,
    ...NozzlesQuery,
    ...ReportsQuery,
    ...FieldSprayQuery,
    ...SprayQuery,
  },
  Mutation: {
    ...Mutation,
    ...CatalogMutation,
    ...TankMixMutation,
    ...TutorialsMutation,
    ...FarmsMutation,
    ...FieldsMutation,
    ...FieldBoundariesMutation,
    ...PasswordRecoveryMutation,
    ...RetailersMutation,
    ...GodModeMutation,
    ...ProfileMutation,
    ...BillingMutation,
    ...NeighboursMutation,
    ...ReportsMutation,
    ...SprayMutation,
  },
  Subscription: { ...Subscription, ...SpraySubscription },
  User: { ...User, ...ProfileUser },
  CluNode,
  CluBatch,
  CluWireFields,
  ColorSchema,
  EncodedRings,
  Farm: { ...Farm, ...FarmSprayPlanner },
  Field: { ...Field, ...FieldSprayFields },
  FieldWeather,
  WeatherHour,
  AdjacentField,
  DriftZone,
  Sprayability,
  LabelBreach,
  LabelProduct,
  FieldOwner,
  Crop,
  CropTrait,
  CropTraitGroup,
  HerbicideGroup,
  ActiveIngredient,
  CompatibilityVerdict,
  TankMix,
  TutorialFlags,
  PaginationMeta,
  AssignedRetailer,
  AssignedAccount,
  AssignedFarm,
  AgRetailerInvite,
  AuditEntry,
  AuditPerson,
  AuditAccount,
  Package,
  AccountPlan,
  MapField,
  AdjacentTrait,
  NeighborWarning,
  NozzleReference,
  ProductRegistration,
  Report,
  ReportDraft,
  SprayPlanner,
  SprayReadings,
  SprayedGroup,
  SprayNotice,
  NoticeField,
};
