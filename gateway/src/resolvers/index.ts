import type { Resolvers } from '../generated/resolvers';
import { AuditAccount, AuditEntry, AuditPerson, AuditQuery } from './Audit';
import { AccountPlan, BillingMutation, BillingQuery, Package } from './Billing';
import { CatalogMutation, CatalogQuery } from './Catalog';
import { CluBatch } from './CluBatch';
import { CluNode } from './CluNode';
import { CluWireFields } from './CluWireFields';
import { ColorSchema } from './ColorSchema';
import { CompatibilityVerdict } from './CompatibilityVerdict';
import { Crop } from './Crop';
import { CropTrait } from './CropTrait';
import { CropTraitGroup } from './CropTraitGroup';
import { EncodedRings } from './EncodedRings';
import { Farm } from './Farm';
import { FarmsMutation } from './Farms';
import { Field } from './Field';
import { FieldBoundariesMutation, FieldBoundariesQuery } from './FieldBoundaries';
import { FieldOwner } from './FieldOwner';
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
} from './FieldSpray';
import { FieldsMutation } from './Fields';
import { GodModeMutation } from './GodMode';
import { ActiveIngredient, HerbicideGroup } from './HerbicideGroup';
import { Mutation } from './Mutation';
import { AdjacentTrait, MapField, NeighborWarning, NeighboursMutation, NeighboursQuery } from './Neighbours';
import { NozzleReference, NozzlesQuery, ProductRegistration } from './Nozzles';
import { PasswordRecoveryMutation, PasswordRecoveryQuery } from './PasswordRecovery';
import { ProfileMutation, ProfileUser } from './Profile';
import { Query } from './Query';
import { Report, ReportDraft, ReportsMutation, ReportsQuery } from './Reports';
import {
  AgRetailerInvite,
  AssignedAccount,
  AssignedFarm,
  AssignedRetailer,
  PaginationMeta,
  RetailersMutation,
  RetailersQuery,
} from './Retailers';
import { SprayMutation, SprayQuery, SpraySubscription } from './Spray';
import {
  FarmSprayPlanner,
  NoticeField,
  SprayedGroup,
  SprayNotice,
  SprayPlanner,
  SprayReadings,
} from './SprayPlanner';
import { Subscription } from './Subscription';
import { TankMix, TankMixMutation, TankMixQuery } from './TankMix';
import { TutorialFlags, TutorialsMutation } from './Tutorials';
import { User } from './User';

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
