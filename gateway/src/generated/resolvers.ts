import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApiUser, ApiCluNode, ApiColorSchema, ApiField, ApiFarm, ApiFieldOwner, ApiCrop, ApiCropTrait, ApiCropTraitGroup, ApiHerbicideGroup, ApiActiveIngredient, ApiTankMix, ApiVerdict, ApiTutorialFlags, ApiPaginationMeta, ApiAssignedRetailer, ApiAssignedAccount, ApiAssignedFarm, ApiAgRetailerInvite, ApiPendingInvite, ApiStaffAccount, ApiAuditEntry, ApiAuditPerson, ApiAuditAccount, ApiPackage, ApiAccountPlan, ApiCardOnFile, ApiMapField, ApiAdjacentTrait, ApiNeighborWarning, ApiReport, ApiNozzleReference, ApiReportDraft, ApiProductRegistration, ApiSprayPlanner, ApiSprayedGroup, ApiSprayNotice, ApiNoticeField, ApiFieldWeather, ApiWeatherNow, ApiWeatherHour, ApiAdjacentField, ApiDriftZone, ApiSprayability, ApiSprayHour, ApiLabelBreach, ApiLabelInTank, ApiLabelProduct, ApiSprayReadings } from '../upstream/types';
import type { PartnerAppShape } from '../resolvers/partners/shapes';
import type { WebhookDeliveryShape } from '../resolvers/webhooks/shapes';
import type { NodeBatch } from '../upstream/node-stream';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A batch's fields as a JSON array of objects with one-letter keys: `u` uuid, `a` acres,
   * `c` claimed, `m` mine, `b` neighbour, `o` owner (`{ n: full name, e: email }` or null, as
   * `owner`), `p` polygons (a list of EncodedRings). The api writes this form and the gateway
   * passes its bytes on as they came, so tens of thousands of fields cost no per-field work.
   */
  CluWireFields: { input: unknown; output: unknown; }
  /**
   * One polygon: its rings (outer first) as a JSON array of polyline strings, Google's encoding
   * at 1e-6° precision, latitude before longitude, each ring open (its first vertex closes it).
   * A scalar rather than [String!]!, so tens of thousands of fields cost no per-ring work.
   */
  EncodedRings: { input: string[]; output: string[]; }
};

export type AccountPlan = {
  __typename?: 'AccountPlan';
  /** The account a purchase is for (buy-package's `subscription`). */
  account: Scalars['ID']['output'];
  /** The card on file with the payment provider in use. */
  card?: Maybe<CardOnFile>;
  /** When plan B ends or renews (ISO 8601); null for plans that do not run out. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** What Pro renews with; null unless the plan is B. */
  package?: Maybe<RenewalPackage>;
  plan: SubscriptionPlan;
  /** Which payment provider holds the card: stripe, or test (no money moves). */
  provider: PaymentProviderKind;
  /** Plan B is charged again on `expiresAt`, on `card`. */
  renews: Scalars['Boolean']['output'];
};

export type ActiveIngredient = {
  __typename?: 'ActiveIngredient';
  chemicalFamily: Scalars['String']['output'];
  group: HerbicideGroup;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Common US products carrying it, the most used first. */
  products: Array<Scalars['String']['output']>;
};

export type AddWebhookEndpointInput = {
  clientId: Scalars['ID']['input'];
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type AddWebhookEndpointPayload = {
  __typename?: 'AddWebhookEndpointPayload';
  endpoint?: Maybe<WebhookEndpoint>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The Standard Webhooks signing secret (whsec_…): shown once. */
  secret?: Maybe<Scalars['String']['output']>;
};

/** A field near one of the grower's, judged against the planned spray. */
export type AdjacentField = {
  __typename?: 'AdjacentField';
  /** Null when nothing is planned or the field has no crop. */
  compatible?: Maybe<Scalars['Boolean']['output']>;
  distanceFt: Scalars['Float']['output'];
  /** The planned actives that would injure it. */
  injuring: Array<Scalars['String']['output']>;
  isBuilding: Scalars['Boolean']['output'];
  /** e.g. 'soybean – Enlist E3'; null without a crop. */
  label?: Maybe<Scalars['String']['output']>;
  /** Named for the grower's own fields only. */
  name?: Maybe<Scalars['String']['output']>;
  own: Scalars['Boolean']['output'];
  /** MultiPolygon coordinates: [polygon][ring][vertex][lng, lat]. */
  polygons: Array<Array<Array<Array<Scalars['Float']['output']>>>>;
  uuid: Scalars['ID']['output'];
};

export type AdjacentTrait = {
  __typename?: 'AdjacentTrait';
  /** The neighbour field noted (the spec spells it so). */
  adjecentUuid: Scalars['ID']['output'];
  crop?: Maybe<Crop>;
  cropTrait?: Maybe<CropTrait>;
  id: Scalars['Int']['output'];
  isBuilding: Scalars['Boolean']['output'];
};

export type AdjacentTraitInput = {
  crop?: InputMaybe<Scalars['Int']['input']>;
  /** A trait of the crop; it names the crop. */
  cropTrait?: InputMaybe<Scalars['Int']['input']>;
  /** A building grows nothing: true clears crop and trait. */
  isBuilding?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdjacentTraitPayload = {
  __typename?: 'AdjacentTraitPayload';
  adjacentTrait?: Maybe<AdjacentTrait>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** True when the plan does not share with neighbours: offer the upgrade. */
  upgradeRequired: Scalars['Boolean']['output'];
};

export type AgRetailerInvite = {
  __typename?: 'AgRetailerInvite';
  accountName: Scalars['String']['output'];
  company: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  growerName: Scalars['String']['output'];
  /** Who sent it: GROWER or RETAILER. */
  invitedBy: InviteSender;
  retailerName: Scalars['String']['output'];
};

export type AgRetailerInvitePayload = {
  __typename?: 'AgRetailerInvitePayload';
  errors: Array<UserError>;
  invite?: Maybe<AgRetailerInvite>;
  ok: Scalars['Boolean']['output'];
};

export type AmendReportInput = {
  changeReason: Scalars['String']['input'];
  form: ReportFormInput;
  id: Scalars['Int']['input'];
};

/** A grower account the Ag Retailer may see and enter. */
export type AssignedAccount = {
  __typename?: 'AssignedAccount';
  accountName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The account's farms, read-only. */
  farms: Array<AssignedFarm>;
  fullName: Scalars['String']['output'];
  grantedAt: Scalars['String']['output'];
  /** The relation. */
  id: Scalars['ID']['output'];
  lastEnteredAt?: Maybe<Scalars['String']['output']>;
  /** The grower; enterGodMode takes it. */
  uuid: Scalars['ID']['output'];
};

export type AssignedAccountPage = {
  __typename?: 'AssignedAccountPage';
  meta: PaginationMeta;
  result: Array<AssignedAccount>;
};

/** A farm of an assigned account, as its Ag Retailer sees it (read-only). */
export type AssignedFarm = {
  __typename?: 'AssignedFarm';
  acres: Scalars['Float']['output'];
  fieldCount: Scalars['Int']['output'];
  fields: Array<Field>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** An Ag Retailer with access to the grower's account. */
export type AssignedRetailer = {
  __typename?: 'AssignedRetailer';
  /** The retailer's business. */
  company: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  grantedAt: Scalars['String']['output'];
  /** The relation; removeAgRetailer takes it. */
  id: Scalars['ID']['output'];
  /** When the retailer last entered the account in god mode (ISO 8601); null if never. */
  lastEnteredAt?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

export type AssignedRetailerPage = {
  __typename?: 'AssignedRetailerPage';
  meta: PaginationMeta;
  result: Array<AssignedRetailer>;
};

export type AuditAccount = {
  __typename?: 'AuditAccount';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** The account's business name, e.g. 'Miller Creek Farms'. */
  name: Scalars['String']['output'];
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** The account's user as they are now, with the account's name; null once the user is gone. */
  account?: Maybe<AuditAccount>;
  /** The user whose account it concerns. */
  accountUuid?: Maybe<Scalars['ID']['output']>;
  /** e.g. password.changed, god_mode.entered */
  action: Scalars['String']['output'];
  /** The actor as they are now; null once the user is gone. */
  actor?: Maybe<AuditPerson>;
  /** Who did it: the user, or the retailer or staff in god mode. */
  actorUuid?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  /** The entry's details as JSON. */
  detail: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type AuditPage = {
  __typename?: 'AuditPage';
  meta: PaginationMeta;
  result: Array<AuditEntry>;
};

export type AuditPerson = {
  __typename?: 'AuditPerson';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /**
   * The access token (7 days), for token clients only (`X-Session-Mode: token`); always null
   * for a browser, whose session stays in HttpOnly cookies out of reach of page scripts.
   */
  access?: Maybe<Scalars['String']['output']>;
  errors: Array<UserError>;
  /** True when this session is an impersonation (god mode). */
  godMode: Scalars['Boolean']['output'];
  ok: Scalars['Boolean']['output'];
  /** The refresh token (30 days, single use), for token clients only; null for a browser. */
  refresh?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type Boundary = {
  __typename?: 'Boundary';
  /** Polygons of rings of [longitude, latitude] positions; the first ring of each is its outline. */
  coordinates: Array<Array<Array<Array<Scalars['Float']['output']>>>>;
  /** Always MultiPolygon. */
  type: Scalars['String']['output'];
};

export type BoundaryFile = {
  __typename?: 'BoundaryFile';
  /** The file's bytes, base64. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
};

export type BoundaryFormat =
  /** A table (QGIS, PostGIS, a spreadsheet) with each boundary as WKT, EWKT or hex WKB in a column named WKT, geometry, the_geom, geom or shape. */
  | 'CSV'
  | 'FLATGEOBUF'
  | 'GEOJSON'
  | 'GEOPACKAGE'
  /** ISO 11783-10 TASKDATA: a TASKDATA.XML or its zipped folder, as displays and farm programs exchange fields. A SHAPEFILE zip that holds a TASKDATA folder is read as ISOXML too. */
  | 'ISOXML'
  | 'KML'
  | 'SHAPEFILE';

export type BulkFieldInput = {
  crop: Scalars['Int']['input'];
  /** The crop's Conventional entry when absent. */
  cropTrait?: InputMaybe<Scalars['Int']['input']>;
  field: Scalars['ID']['input'];
};

export type BulkFieldsPayload = {
  __typename?: 'BulkFieldsPayload';
  errors: Array<UserError>;
  fields?: Maybe<Array<Field>>;
  ok: Scalars['Boolean']['output'];
};

export type BuyPackageInput = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  package: Scalars['ID']['input'];
  /** The account (AccountPlan.account). */
  subscription: Scalars['ID']['input'];
};

export type BuyPackagePayload = {
  __typename?: 'BuyPackagePayload';
  /** US dollars charged. */
  amount?: Maybe<Scalars['Float']['output']>;
  errors: Array<UserError>;
  invoiceUrl?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  plan?: Maybe<SubscriptionPlan>;
  planExpiresAt?: Maybe<Scalars['String']['output']>;
};

export type CancelAgRetailerInvitePayload = {
  __typename?: 'CancelAgRetailerInvitePayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type CardInput = {
  cardholderName?: InputMaybe<Scalars['String']['input']>;
  cvc: Scalars['String']['input'];
  expMonth: Scalars['String']['input'];
  expYear: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

export type CardOnFile = {
  __typename?: 'CardOnFile';
  brand: Scalars['String']['output'];
  last4: Scalars['String']['output'];
  paymentMethodId: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ChangeSecretPayload = {
  __typename?: 'ChangeSecretPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type ChangeSecurityAnswerInput = {
  currentPassword: Scalars['String']['input'];
  securityAnswer: Scalars['String']['input'];
  securityQuestion: Scalars['ID']['input'];
};

export type ChangeSubscriptionInput = {
  /** The account (AccountPlan.account). */
  account: Scalars['ID']['input'];
  /** One key per change: the same key again charges nothing more. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The card verifyCard kept last: the card the plan is charged on. */
  paymentMethodId?: InputMaybe<Scalars['String']['input']>;
  /** B: upgrade now, or keep Pro renewing. F: downgrade at the end of the paid year. */
  plan?: InputMaybe<SubscriptionPlan>;
};

export type ChangeSubscriptionPayload = {
  __typename?: 'ChangeSubscriptionPayload';
  /** US dollars this change charged (an upgrade); null when it charged nothing. */
  charged?: Maybe<Scalars['Float']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The subscription after the change. */
  subscription?: Maybe<AccountPlan>;
};

export type ClaimFieldInput = {
  /** The farm to claim into; the account's first farm when absent. */
  farm?: InputMaybe<Scalars['Int']['input']>;
  /** The user confirms being the legal owner of the field or authorized to act for the owner. */
  legalConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 30 characters, unique in the farm (case-insensitively). */
  name: Scalars['String']['input'];
};

export type ClaimFieldPayload = {
  __typename?: 'ClaimFieldPayload';
  errors: Array<UserError>;
  field?: Maybe<Field>;
  ok: Scalars['Boolean']['output'];
  /** True when the plan allows no more fields: offer the upgrade. */
  upgradeRequired: Scalars['Boolean']['output'];
};

export type CluBatch = {
  __typename?: 'CluBatch';
  /** True on the node's last batch. */
  done: Scalars['Boolean']['output'];
  fields: Array<CluField>;
  node: Scalars['Int']['output'];
  /** Fields of this node sent so far, this batch included. */
  offset: Scalars['Int']['output'];
  /**
   * True when the client's `version` of the node is current: the batch is the node's only one, and
   * its fields are just those claimed or beside the viewer's own, with their live facts and no
   * polygons (every other field is free and no neighbour).
   */
  unchanged: Scalars['Boolean']['output'];
  /**
   * The same fields as one compact value, passed through from the api without per-field work:
   * what the web map reads (see CluWireFields). Select it instead of `fields` for bulk loading.
   */
  wireFields: Scalars['CluWireFields']['output'];
};

export type CluField = {
  __typename?: 'CluField';
  acres: Scalars['Float']['output'];
  claimed: Scalars['Boolean']['output'];
  /** Claimed by the viewer's own account. */
  mine: Scalars['Boolean']['output'];
  /** Lies beside one of the viewer's own fields (within about 30 m, so across a road counts). */
  neighbour: Scalars['Boolean']['output'];
  /** Who claimed a neighbour's field: given to plan B viewers only, else null. */
  owner?: Maybe<FieldOwner>;
  /** The field's polygons (a field may have several parts). */
  polygons: Array<Scalars['EncodedRings']['output']>;
  uuid: Scalars['ID']['output'];
};

export type CluNode = {
  __typename?: 'CluNode';
  /** [west, south, east, north] in degrees. */
  bbox: Array<Scalars['Float']['output']>;
  center: LatLng;
  fieldCount: Scalars['Int']['output'];
  /**
   * Changes whenever a field of the node changes shape, appears or goes. A client that kept the
   * node's fields at this version sends it back in `CluNodeCursor.version` and is sent only what
   * may have changed since: claims and neighbours.
   */
  geometryVersion: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
};

export type CluNodeCursor = {
  /** Fields of this node already received (the last batch's offset); 0 or absent to start. */
  after?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  /**
   * The node's `geometryVersion` whose fields the client holds (from an earlier visit). While it is
   * current the node comes as one batch marked `unchanged`, without geometry.
   */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type CluRawBatch = {
  __typename?: 'CluRawBatch';
  done: Scalars['Boolean']['output'];
  /** One GeoJSON FeatureCollection (properties uuid, acres, node); null on the node's last batch. */
  geojson?: Maybe<Scalars['String']['output']>;
  node: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
};

export type ColorSchema = {
  __typename?: 'ColorSchema';
  claimedFields: Scalars['String']['output'];
  compatibleAdjacentField: Scalars['String']['output'];
  disputedClus: Scalars['String']['output'];
  drift: Scalars['String']['output'];
  incompatibleAdjacentField: Scalars['String']['output'];
  mergeFieldsColor: Scalars['String']['output'];
  myField: Scalars['String']['output'];
  myFieldActive: Scalars['String']['output'];
  neighbouringFieldsClaimed: Scalars['String']['output'];
  neighbouringFieldsFree: Scalars['String']['output'];
  unclaimedFields: Scalars['String']['output'];
};

export type CompatibilityInput = {
  /** Named actives narrow their groups to themselves: Group 4 with dicamba is dicamba alone. */
  activeIngredientIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  herbicideGroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Brands put in the tank besides the tank mix's ('Provisia'); each must carry one of the actives. */
  products?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A tank mix of the grower's account. */
  tankMixId?: InputMaybe<Scalars['Int']['input']>;
  /** Crops as planted; when absent, the grower's own and neighbours' crops. */
  targets?: InputMaybe<Array<CropTargetInput>>;
};

export type CompatibilityVerdict = {
  __typename?: 'CompatibilityVerdict';
  crop: Crop;
  /** Null for the crop alone (conventional). */
  cropTrait?: Maybe<CropTrait>;
  /** The actives that would injure it. */
  injuring: Array<ActiveIngredient>;
  /** Null for targets the caller named. */
  relation?: Maybe<CropRelation>;
  safe: Scalars['Boolean']['output'];
};

export type ConnectedApp = {
  __typename?: 'ConnectedApp';
  clientId: Scalars['ID']['output'];
  /** ISO 8601. */
  connectedAt: Scalars['String']['output'];
  /** ISO 8601; null when the app has not called yet. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  logoUri?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  scopes: Array<PartnerScopeGrant>;
};

export type CouponPayload = {
  __typename?: 'CouponPayload';
  couponCode?: Maybe<Scalars['String']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The price a package costs with this code. */
  price?: Maybe<Scalars['Float']['output']>;
};

export type CreateFieldInput = {
  crop?: InputMaybe<Scalars['Int']['input']>;
  cropTrait?: InputMaybe<Scalars['Int']['input']>;
  /** Null for a neighbour's field. */
  farm?: InputMaybe<Scalars['Int']['input']>;
  /** Always null (spec 3). */
  herbicide?: InputMaybe<Scalars['Int']['input']>;
  legalConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  /** One closed ring: [longitude, latitude] points, the first repeated at the end. */
  mpoly: Array<Array<Scalars['Float']['input']>>;
  /** At most 30 characters. */
  name: Scalars['String']['input'];
  /** Always null (spec 3). */
  tankMix?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateTankMixInput = {
  /** The actives put in the tank from those groups; a group with none named means all of its. */
  activeIngredientIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  herbicideGroupIds: Array<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** Brands put in the tank, as ActiveIngredient.products names them without the note in brackets ('Provisia'); each must carry one of the mix's actives. At most 20. */
  products?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Crop = {
  __typename?: 'Crop';
  id: Scalars['Int']['output'];
  /** A path on the product's own origin. */
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Its traits, conventional first. */
  traits: Array<CropTrait>;
};

/** Whose crop a default target is. */
export type CropRelation =
  | 'BOTH'
  | 'NEIGHBOR'
  | 'OWN';

export type CropTargetInput = {
  crop: Scalars['Int']['input'];
  /** A trait of that crop; conventional when absent. */
  cropTrait?: InputMaybe<Scalars['Int']['input']>;
};

export type CropTrait = {
  __typename?: 'CropTrait';
  crop: Crop;
  id: Scalars['Int']['output'];
  /** A path on the product's own origin. */
  logoUrl: Scalars['String']['output'];
  /** 'crop - trait', e.g. 'soybean - Enlist E3'. */
  name: Scalars['String']['output'];
  /** The trait alone, e.g. 'Enlist E3'. */
  traitName: Scalars['String']['output'];
};

export type CropTraitGroup = {
  __typename?: 'CropTraitGroup';
  crop: Crop;
  cropName: Scalars['String']['output'];
  traits: Array<CropTrait>;
};

export type DeleteFarmPayload = {
  __typename?: 'DeleteFarmPayload';
  errors: Array<UserError>;
  /** The id of the deleted farm. */
  id?: Maybe<Scalars['Int']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type DeleteFieldPayload = {
  __typename?: 'DeleteFieldPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  uuid?: Maybe<Scalars['ID']['output']>;
};

export type DeleteTankMixPayload = {
  __typename?: 'DeleteTankMixPayload';
  errors: Array<UserError>;
  /** The id of the deleted mix. */
  id?: Maybe<Scalars['Int']['output']>;
  ok: Scalars['Boolean']['output'];
};

/**
 * Where one of your fields overlaps another account's past the tolerance: one for each separate
 * overlap, so two fields overlapping in two places have two.
 */
export type DisputeArea = {
  __typename?: 'DisputeArea';
  /** Acres of this overlap. */
  area: Scalars['Float']['output'];
  /** Your field. */
  field: Scalars['ID']['output'];
  geometry: Boundary;
  /** The other account's field. */
  other: Scalars['ID']['output'];
};

export type DisputeField = {
  __typename?: 'DisputeField';
  /** Acres of overlap in all. */
  area: Scalars['Float']['output'];
  /** Acres of each separate overlap, largest first: two fields overlapping in two places have two. */
  overlaps: Array<Scalars['Float']['output']>;
  /** The other account's field. */
  uuid: Scalars['ID']['output'];
};

/** A field drawn from its own boundary: yours, or another account's beside yours. */
export type DrawnField = {
  __typename?: 'DrawnField';
  area: Scalars['Float']['output'];
  /** Your own fields only: the boundary's version, to send back with an edit of it. */
  boundaryVersion?: Maybe<Scalars['Int']['output']>;
  disputeFields: Array<DisputeField>;
  /** The farm your own field is in; null for a neighbour's boundary you drew, and others' fields. */
  farmName?: Maybe<Scalars['String']['output']>;
  geometry: Boundary;
  mine: Scalars['Boolean']['output'];
  /** Your own fields only. */
  name?: Maybe<Scalars['String']['output']>;
  /** Another account's field within about 30 m of one of yours. */
  neighbour: Scalars['Boolean']['output'];
  uuid: Scalars['ID']['output'];
};

export type DriftZone = {
  __typename?: 'DriftZone';
  acres: Scalars['Float']['output'];
  activeIngredients: Array<Scalars['String']['output']>;
  boomHeightIn: Scalars['Float']['output'];
  /** How far downwind the zone reaches. */
  distanceFt: Scalars['Float']['output'];
  dropletClass: DropletClass;
  labelBufferActive?: Maybe<Scalars['String']['output']>;
  /** The largest label buffer among the actives, with its source. */
  labelBufferFt?: Maybe<Scalars['Float']['output']>;
  labelBufferSource?: Maybe<Scalars['String']['output']>;
  physicalDistanceFt: Scalars['Float']['output'];
  /** MultiPolygon coordinates [polygon][ring][vertex][lng, lat]; empty when the zone is. */
  polygons: Array<Array<Array<Array<Scalars['Float']['output']>>>>;
  /** Whose forecast gave the wind; null when the wind was given. */
  weatherSource?: Maybe<WeatherSource>;
  /** The compass point the wind blows from, e.g. W; CALM without wind. */
  windDirection: Scalars['String']['output'];
  /** Degrees the wind blows from. */
  windDirectionDeg: Scalars['Float']['output'];
  windSpeedMph: Scalars['Float']['output'];
};

export type DriftZoneResult = {
  __typename?: 'DriftZoneResult';
  unavailable?: Maybe<Scalars['String']['output']>;
  /** Null when the weather source failed. */
  zone?: Maybe<DriftZone>;
};

/** ASABE S572 droplet size classes, from Extremely Fine to Ultra Coarse. */
export type DropletClass =
  | 'C'
  | 'F'
  | 'M'
  | 'UC'
  | 'VC'
  | 'VF'
  | 'XC'
  | 'XF';

/** An ASABE S572 droplet size class. */
export type DropletSizeClass = {
  __typename?: 'DropletSizeClass';
  code: Scalars['String']['output'];
  colour: Scalars['String']['output'];
  name: Scalars['String']['output'];
  vmdMicrons: Scalars['String']['output'];
};

export type Farm = {
  __typename?: 'Farm';
  /** The acres of its fields. */
  acres: Scalars['Float']['output'];
  fieldCount: Scalars['Int']['output'];
  /** The farm's fields, by name. */
  fields: Array<Field>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /**
   * Plan B: the fields beside this farm's of 5 acres or more with no crop or trait known (the
   * viewer noted none, and their owner records none), to prompt the grower to add them (spec 4).
   */
  neighbourPrompts: Array<MapField>;
  /** What the farm is spraying now; empty lists and nulls when it is not spraying. */
  sprayPlanner: SprayPlanner;
};

export type FarmPayload = {
  __typename?: 'FarmPayload';
  errors: Array<UserError>;
  farm?: Maybe<Farm>;
  ok: Scalars['Boolean']['output'];
  /** True when the plan allows no more farms: offer the upgrade. */
  upgradeRequired: Scalars['Boolean']['output'];
};

export type Field = {
  __typename?: 'Field';
  /** Acres. */
  area: Scalars['Float']['output'];
  /** [west, south, east, north] in degrees, to fit the map to the field. */
  bbox: Array<Scalars['Float']['output']>;
  /**
   * The boundary's version: it moves on at every change of the boundary (an edit, a split, a
   * merge). Send it back with an edit or split of this copy of the boundary.
   */
  boundaryVersion: Scalars['Int']['output'];
  /** A point inside the field, for its marker. */
  center: LatLng;
  claimed: Scalars['Boolean']['output'];
  /** The CLU the field was claimed from; null for a boundary drawn by hand. */
  cluUuid?: Maybe<Scalars['ID']['output']>;
  crop?: Maybe<Crop>;
  cropTrait?: Maybe<CropTrait>;
  /**
   * Other accounts' fields overlapping this one: each separate overlap of more than 0.1 acres is a
   * dispute for both owners.
   */
  disputeFields: Array<DisputeField>;
  /** The drift zone for the forecast hour (0 = now) and the plan. */
  drift: DriftZoneResult;
  /**
   * The county's endangered-species measures (Bulletins Live! Two) apply to the field, as its grower
   * says: the spray tools keep their larger buffers (310 ft downwind for dicamba).
   */
  endangeredSpeciesMeasures: Scalars['Boolean']['output'];
  farm: Scalars['Int']['output'];
  /** The field's own boundary: MultiPolygon coordinates. */
  geometry: Boundary;
  /** Labelled as a building, not a crop field. */
  isBuilding: Scalars['Boolean']['output'];
  /** The fields merged into this one (their records are kept). */
  mergedFrom: Array<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  /** Plan B, in a farm's field list: the neighbours this field's herbicides would injure. */
  neighborCompatibility: Array<NeighborWarning>;
  owner?: Maybe<FieldOwner>;
  /** The sprayability index, spray windows and judged neighbours for the plan. */
  spray: FieldSpray;
  uuid: Scalars['ID']['output'];
  weather: FieldWeatherResult;
};


export type FieldDriftArgs = {
  hour?: InputMaybe<Scalars['Int']['input']>;
  plan?: InputMaybe<SprayPlanInput>;
};


export type FieldSprayArgs = {
  plan?: InputMaybe<SprayPlanInput>;
};

/** Who claimed a field. Neighbours see it on plan B only. */
export type FieldOwner = {
  __typename?: 'FieldOwner';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
};

export type FieldPayload = {
  __typename?: 'FieldPayload';
  errors: Array<UserError>;
  field?: Maybe<Field>;
  ok: Scalars['Boolean']['output'];
};

export type FieldSpray = {
  __typename?: 'FieldSpray';
  /** The fields within a quarter mile, judged against the plan. */
  adjacentFields: Array<AdjacentField>;
  /** Null when the weather source failed (see unavailable). */
  sprayability?: Maybe<Sprayability>;
  /** What to show when the weather source failed; no index is shown then. */
  unavailable?: Maybe<Scalars['String']['output']>;
};

/** A field's forecast: the current hour (spec 3's *_0 values) and the hours ahead. */
export type FieldWeather = {
  __typename?: 'FieldWeather';
  /** % */
  chanceOfRain0: Scalars['Float']['output'];
  hours: Array<WeatherHour>;
  issuedAt: Scalars['String']['output'];
  source: WeatherSource;
  /** °F */
  temperature0: Scalars['Float']['output'];
  /** The field's IANA time zone, e.g. America/Chicago: its hours and spray windows read in it. */
  timeZone: Scalars['String']['output'];
  /** The compass point the wind blows from, e.g. SW; CALM without wind. */
  windDir0: Scalars['String']['output'];
  /** mph */
  windSpeed0: Scalars['Float']['output'];
};

export type FieldWeatherResult = {
  __typename?: 'FieldWeatherResult';
  /** What to show when the weather source failed; no weather is shown then. */
  unavailable?: Maybe<Scalars['String']['output']>;
  /** Null when the weather source failed. */
  weather?: Maybe<FieldWeather>;
};

export type HerbicideGroup = {
  __typename?: 'HerbicideGroup';
  activeIngredients: Array<ActiveIngredient>;
  /** 'Group 4'. */
  groupLabel: Scalars['String']['output'];
  /** The mode-of-action type, e.g. 'Synthetic auxins'. */
  groupType: Scalars['String']['output'];
  /** The names of its active ingredients, the most used first. */
  herbicides: Array<Scalars['String']['output']>;
  /** The WSSA group number. */
  id: Scalars['Int']['output'];
  logo: Scalars['String']['output'];
  siteOfAction: Scalars['String']['output'];
};

export type ImportFieldsInput = {
  /** The file's bytes, base64. */
  content: Scalars['String']['input'];
  /** EPSG code of a shapefile's coordinates when it came without its .prj: 4326 (WGS 84) or a UTM zone (326xx). */
  crs?: InputMaybe<Scalars['Int']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  format: BoundaryFormat;
  /**
   * Features (by number) whose boundary is a field of your account already, to import anyway;
   * the others that are are skipped.
   */
  importAnyway?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The user confirms being the legal owner of these fields or authorized to act for the owner. */
  legalConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The column to name the fields from, one of the report's columns. */
  nameColumn?: InputMaybe<Scalars['String']['input']>;
};

export type ImportFieldsPayload = {
  __typename?: 'ImportFieldsPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  report?: Maybe<ImportReport>;
};

export type ImportReport = {
  __typename?: 'ImportReport';
  /** The file's columns of text or numbers: the preview can name the fields from any of them. */
  columns: Array<Scalars['String']['output']>;
  features: Array<ImportedFeature>;
  /** The column the names came from: the one chosen, or the usual one found (name, Field, Bnd_Name…). */
  nameColumn?: Maybe<Scalars['String']['output']>;
  /**
   * Features skipped as no field boundary at all: points and lines (a label, a sampling point, a
   * fence, a guidance line). Their status is SKIPPED and their reason says so; they are not refused.
   */
  notBoundaries: Scalars['Int']['output'];
  /** What was skipped or assumed in reading the file: a macOS resource file, a missing .prj. */
  notes: Array<Scalars['String']['output']>;
  refused: Scalars['Int']['output'];
  /** Features skipped as fields of your account already. */
  skipped: Scalars['Int']['output'];
  taken: Scalars['Int']['output'];
  /** False for a dry run, or when nothing was taken. */
  written: Scalars['Boolean']['output'];
};

export type ImportedFeature = {
  __typename?: 'ImportedFeature';
  acres?: Maybe<Scalars['Float']['output']>;
  /** Your account's fields with the same boundary (within 1 m), nearest first. */
  matches: Array<MatchingField>;
  name: Scalars['String']['output'];
  /** Its place in the file, from 1. */
  number: Scalars['Int']['output'];
  /** Why it was refused or skipped, or a note on what was taken. */
  reason?: Maybe<Scalars['String']['output']>;
  status: ImportedFeatureStatus;
  /** True when status is TAKEN. */
  taken: Scalars['Boolean']['output'];
};

export type ImportedFeatureStatus =
  | 'REFUSED'
  /**
   * Its boundary is a field of your account already (see matches): not imported unless asked for.
   * Or it is a point or a line, no field boundary (see notBoundaries; the reason says so).
   */
  | 'SKIPPED'
  | 'TAKEN';

export type InviteDirection =
  | 'RECEIVED'
  | 'SENT';

export type InviteNeighbourPayload = {
  __typename?: 'InviteNeighbourPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  upgradeRequired: Scalars['Boolean']['output'];
};

export type InviteSender =
  | 'GROWER'
  | 'RETAILER';

/** A label rule an hour breaks, or a restricted tier or advice it falls under, in the label's words. */
export type LabelBreach = {
  __typename?: 'LabelBreach';
  /** False when the figure comes from a summary of a label not yet public in full. */
  confirmed: Scalars['Boolean']['output'];
  /** What in the hour breaks it, e.g. 'wind 12 mph'. */
  found: Scalars['String']['output'];
  kind: LabelRuleKind;
  /** The label's products. */
  products: Scalars['String']['output'];
  /** The rule's id in SPRAYABILITY.md, e.g. dicamba-ott.wind. */
  rule: Scalars['String']['output'];
  source: Scalars['String']['output'];
  tier: LabelTier;
  /** The label's words. */
  words: Scalars['String']['output'];
};

/** A label whose rules apply to the tank: an active in the tank brings every label that carries it. */
export type LabelInTank = {
  __typename?: 'LabelInTank';
  active: Scalars['String']['output'];
  id: Scalars['String']['output'];
  products: Array<LabelProduct>;
  title: Scalars['String']['output'];
};

export type LabelProduct = {
  __typename?: 'LabelProduct';
  epaRegNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Registered for this use on the date of the current hour; false is to be flagged. */
  registered: Scalars['Boolean']['output'];
  /** Its registration, with dates. */
  registration: Scalars['String']['output'];
};

/** What a label rule is about. */
export type LabelRuleKind =
  | 'BUFFER'
  /** The crop being sprayed: one the label is for, and that the tank does not injure. */
  | 'CROP'
  | 'DAYLIGHT'
  /** How the tank is applied: droplet class, boom height. */
  | 'EQUIPMENT'
  | 'INVERSION'
  | 'RAIN'
  | 'SENSITIVE_DOWNWIND'
  | 'TEMPERATURE'
  | 'WIND';

export type LabelTier =
  /** Guidance, not label: shown beside the hour. */
  | 'ADVICE'
  /** Not allowed. */
  | 'PROHIBITED'
  /** Allowed under the label's condition, shown in its words. */
  | 'RESTRICTED';

export type LatLng = {
  __typename?: 'LatLng';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type LatLngInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

export type MapField = {
  __typename?: 'MapField';
  /** The fields within about 30 m of this one (empty for those fields themselves). */
  adjacentFields: Array<MapField>;
  /** The viewer's note of this field (plan B). */
  adjacentTrait?: Maybe<AdjacentTrait>;
  /** The viewer's notes of those fields. */
  adjacentTraits: Array<AdjacentTrait>;
  /** Acres; null for another account's field unless the viewer is on plan B. */
  area?: Maybe<Scalars['Float']['output']>;
  /** [west, south, east, north] */
  bbox: Array<Scalars['Float']['output']>;
  center: LatLng;
  claimed: Scalars['Boolean']['output'];
  cluUuid?: Maybe<Scalars['ID']['output']>;
  crop?: Maybe<Crop>;
  cropTrait?: Maybe<CropTrait>;
  /**
   * Other accounts' farm fields overlapping this one by more than 0.1 acres: a dispute for both
   * owners. Empty for a free field and for the fields in adjacentFields.
   */
  disputeFields: Array<DisputeField>;
  /**
   * One's own field's downwind drift zone in the first forecast hour: the physical drift of a
   * Coarse spray at 24 in with nothing named in the tank (Field.drift takes a planned spray). Null
   * for others' fields, without weather, and for the fields in adjacentFields.
   */
  drift?: Maybe<DriftZone>;
  farm?: Maybe<Scalars['Int']['output']>;
  hasAdjacentTrait: Scalars['Boolean']['output'];
  isBuilding: Scalars['Boolean']['output'];
  mine: Scalars['Boolean']['output'];
  /** Null for a field that is not the viewer's. */
  name?: Maybe<Scalars['String']['output']>;
  owner?: Maybe<FieldOwner>;
  uuid: Scalars['ID']['output'];
  /**
   * The field's first forecast hour (spec 3), labelled by its source. Null when the weather source
   * did not answer, and for the fields in adjacentFields.
   */
  weather?: Maybe<WeatherNow>;
};

export type MapFields = {
  __typename?: 'MapFields';
  disputes: Array<DisputeArea>;
  fields: Array<DrawnField>;
};

/** A field of your account whose boundary a file's feature repeats. */
export type MatchingField = {
  __typename?: 'MatchingField';
  farm: Scalars['Int']['output'];
  /** The farm the field is in. */
  farmName: Scalars['String']['output'];
  /** The largest distance between the two boundaries (Hausdorff), in metres. */
  metres: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Grants the access an invitation asks; the link is spent. Needs no session. */
  acceptAgRetailerInvite: AgRetailerInvitePayload;
  /**
   * Activates an account from its e-mailed link, sets the free plan and starts a session:
   * cookies for a browser, tokens for a token client (`X-Session-Mode: token`).
   */
  activateAccount: AuthPayload;
  /** Plan B: notes the crop and trait a neighbour grows on their field, or labels it a building. */
  addAdjacentTrait: AdjacentTraitPayload;
  /** Adds a farm. Plan F holds one farm: past it, upgradeRequired is true. */
  addFarm: FarmPayload;
  /** Subscribes an https endpoint of an app to events; the signing secret is in the answer, and only there. */
  addWebhookEndpoint: AddWebhookEndpointPayload;
  /** Amends a report: a new version with its reason; the earlier versions stay as they were. */
  amendReport: ReportPayload;
  /**
   * Allows or denies an app's request. The browser then goes to `redirectTo`, which finishes the
   * authorization and returns to the app (with a code, or with access_denied).
   */
  answerPartnerConsent: PartnerConsentPayload;
  /** The payment provider's page for the account's cards and receipts (open it in a new tab). */
  billingPortalSession: SessionUrlPayload;
  /** Sets crop and trait on many of your fields at once: all of them, or none. */
  bulkEditFields: BulkFieldsPayload;
  /**
   * Buys a package with the card verified last. Send one `idempotencyKey` per purchase: the
   * same key again answers with the first purchase and charges nothing. A refused charge
   * changes no plan.
   */
  buyPackage: BuyPackagePayload;
  /** Either party cancels a pending invitation: the sender withdraws it, the invitee declines it. */
  cancelAgRetailerInvite: CancelAgRetailerInvitePayload;
  /** Sets a new password (8 characters at least), given the current one. */
  changePassword: ChangeSecretPayload;
  /** Sets a new security question and answer, given the current password. */
  changeSecurityAnswer: ChangeSecretPayload;
  /**
   * Changes the subscription (PATCH subscription/me/). `paymentMethodId` (verifyCard's) becomes
   * the card the plan is charged on. `plan: B` from the free trial upgrades now, charging that card
   * the full price; on a Pro plan set to end it turns renewal back on. `plan: F` on Pro is a
   * downgrade at the end of the paid year (cancel). Only the signed-in account's own subscription.
   */
  changeSubscription: ChangeSubscriptionPayload;
  /** A hosted checkout page for one package (open it in a new tab). */
  checkoutSession: SessionUrlPayload;
  /**
   * Claims a free CLU field. The user must have acknowledged the legal notice, or confirm
   * for this claim with legalConfirmed. Plan F holds one field; past it upgradeRequired is true.
   */
  claimField: ClaimFieldPayload;
  /** Confirms a new e-mail from the link mailed to it (updateMe with a new e-mail sends it). */
  confirmEmailChange: UserPayload;
  /**
   * Adds a field drawn by hand (spec 3's payload). Plan B only: otherwise upgradeRequired is
   * true. An own field needs a farm of yours, a name unique in it, and the legal notice
   * (accepted, or confirmed for this field with legalConfirmed); a neighbour's field has farm null.
   */
  createField: ClaimFieldPayload;
  /** Creates a mix for the grower's account: a name and at least one herbicide group. */
  createTankMix: TankMixPayload;
  /** Deletes a farm and all of its fields. */
  deleteFarm: DeleteFarmPayload;
  /** Deletes one of your fields; its CLU is free to claim again. */
  deleteField: DeleteFieldPayload;
  /** Deletes one of the account's own mixes. */
  deleteTankMix: DeleteTankMixPayload;
  /**
   * Enters a grower account in god mode: only an Ag Retailer the grower gave access, or staff.
   * A browser's own session is kept aside (HttpOnly) for leaveGodMode; the `god_mode` cookie
   * turns true. Recorded in the audit log.
   */
  enterGodMode: AuthPayload;
  /**
   * Imports a farm's boundaries from a file: each feature taken, skipped (its boundary is a field
   * of your account already, within 1 m, and not asked for in importAnyway) or refused with its
   * reason; the taken ones written together. dryRun: the report only (the preview).
   */
  importFarmFields: ImportFieldsPayload;
  /** Plan B: mails a neighbour a link that opens this free field with the claim dialog. */
  inviteNeighbour: InviteNeighbourPayload;
  /**
   * Leaves god mode: the impersonated session ends and a browser is back in its own. A token
   * client passes the god-mode `refresh` to revoke and keeps its own tokens.
   */
  leaveGodMode: AuthPayload;
  /**
   * Starts a session. A browser gets HttpOnly cookies and null tokens; a token client
   * (`X-Session-Mode: token`) gets `access` and `refresh` and no cookies.
   */
  login: AuthPayload;
  /**
   * Ends the session: revokes the refresh token (the cookie, or `refresh` from a token client)
   * and clears the cookies.
   */
  logout: Scalars['Boolean']['output'];
  /** Merges your fields that touch or overlap into the first (PostGIS unions them); it takes the name of the largest. */
  mergeFields: FieldPayload;
  /**
   * Sends a failed delivery again, now, with the same webhook-id. Refused unless it is failed (a
   * pending one is already on its schedule).
   */
  redeliverWebhook: WebhookDeliveryPayload;
  /**
   * Rotates the session's token pair. A browser's refresh token is its cookie, and the new pair
   * goes back into cookies only; a token client passes `refresh` and receives the new pair.
   */
  refreshSession: AuthPayload;
  /** Creates an inactive account and mails its activation link. */
  register: RegisterPayload;
  /** Registers a partner app (staff, or a developer account for its own). */
  registerPartnerApp: RegisterPartnerAppPayload;
  /**
   * Registers a GraphQL document (one named query or mutation, with the fragments it spreads) as
   * one of the app's persisted operations, kept by the SHA-256 of its exact text. The app's tokens
   * may then send that hash instead of the text, as Apollo's persisted-query extension
   * (`extensions.persistedQuery: { version: 1, sha256Hash }`); each run is still charged to the
   * app's cost budget. The document must validate against this schema. The same text again answers
   * its first registration. (Staff, or the developer who registered the app.)
   */
  registerPartnerOperation: RegisterPartnerOperationPayload;
  /** Forgets the crop and trait noted on a neighbour's field. */
  removeAdjacentTrait: RemoveAdjacentTraitPayload;
  /** Ends a relation (the grower removes a retailer); the retailer's access ends at once. */
  removeAgRetailer: RemoveAgRetailerPayload;
  /** Removes a registered app (staff, or the developer who registered it): its grants, tokens and webhooks go with it. */
  removePartnerApp: RemovePartnerAppPayload;
  /** Removes one of the app's persisted operations: its hash is no longer run for the app. */
  removePartnerOperation: RemovePartnerOperationPayload;
  /** Stops sending an app's events to the endpoint. */
  removeWebhookEndpoint: RemoveWebhookEndpointPayload;
  renameFarm: FarmPayload;
  /**
   * Mails a new activation link to an account that was never activated (the earlier link stops
   * working). At most one request a minute and three an hour per address.
   */
  resendActivation: ResendActivationPayload;
  /** The sender mails a pending invitation again, with a new link valid 14 days; the old link stops working. */
  resendAgRetailerInvite: ResendAgRetailerInvitePayload;
  /**
   * Forgot password, step 3: sets the new password with the reset of step 2 (the browser's
   * cookie, or `resetToken` from a token client) and ends every session of the account; the
   * user then logs in with the new password.
   */
  resetPassword: ResetPasswordPayload;
  /** Disconnects an app from the signed-in user's account: its tokens stop working at once. */
  revokeConnectedApp: RevokeConnectedAppPayload;
  /** Saves a new report of one of the grower's fields (version 1). */
  saveReport: ReportPayload;
  /**
   * Mails an invitation: a grower adds an Ag Retailer (plan B; upgradeRequired otherwise), or a
   * retailer asks for a grower account.
   */
  sendAgRetailerInvite: SendAgRetailerInvitePayload;
  /**
   * Sends a `webhook.test` event to the endpoint, whatever events it subscribes to, signed and
   * retried like any other: to see that it receives, verifies and answers.
   */
  sendTestWebhook: WebhookDeliveryPayload;
  /** Staff only, as themselves: turns an account's developer role on or off. */
  setAccountDeveloper: StaffAccountPayload;
  /** Turns the signed-in user's own developer role on or off. */
  setDeveloper: UserPayload;
  /** Replaces My Traits. A crop still grown cannot lose all of its traits. */
  setMyCropTraits: MyCropTraitsPayload;
  /** Replaces My Crops. A crop without a tracked trait gets all of its traits. */
  setMyCrops: MyCropsPayload;
  /** Replaces My Herbicides. */
  setMyHerbicideGroups: MyHerbicideGroupsPayload;
  /** Replaces Neighbor Crops. A crop without a tracked trait gets all of its traits. */
  setMyNeighborCrops: MyCropsPayload;
  /**
   * Splits your field along a line drawn across it: the largest piece keeps the field. With
   * boundaryVersion (the version the line was drawn on), nothing is split if the boundary has
   * changed since, and the payload's error (field "boundaryVersion") says so.
   */
  splitField: SplitFieldPayload;
  /**
   * Sets what a farm is spraying (herbicide groups or a tank mix, its fields, the start time and
   * the conditions measured at boom height), replacing what it sprayed before. A start whose
   * measured conditions break a rule of a label in the tank is refused, naming the rule. Neighbours whose crops in the spray's reach it would
   * injure are told, live and by e-mail. Only the farm's grower.
   */
  startSpraying: SprayPlannerPayload;
  /**
   * Clears what a farm is spraying. The neighbours told of its start are told it stopped, live.
   * Only the farm's grower.
   */
  stopSpraying: StopSprayingPayload;
  updateAdjacentTrait: AdjacentTraitPayload;
  /** Edits one of your fields: name (30 characters at most, unique in its farm), crop and trait, building label. */
  updateField: FieldPayload;
  /** Edits the signed-in user: profile (full name, e-mail) or the legal notice acknowledgement. */
  updateMe: UserPayload;
  /**
   * Edits a registered app (staff, or the developer who registered it): the settings given change,
   * those left out stay. Each is checked as at registration. A scope added is asked of growers at
   * their next sign-in; a scope taken away stops working at once for every token the app holds.
   */
  updatePartnerApp: UpdatePartnerAppPayload;
  /** Marks guided tutorials finished (true) or not; the flags not given keep their value. */
  updateTutorials: TutorialsPayload;
  /** Checks a card with its bank and keeps it for `buyPackage`. */
  verifyCard: VerifyCardPayload;
  /** Checks a gift card code: a good one prices any package at 0.99. */
  verifyCoupon: CouponPayload;
  /**
   * Forgot password, step 2: checks the answer to the account's security question. A right
   * answer opens a password reset for 15 minutes, usable once and for nothing else. A browser's
   * reset stays with the gateway, in an HttpOnly cookie that only `resetPassword` reads; a token
   * client (`X-Session-Mode: token`) gets it as `resetToken`. Five wrong answers in 15 minutes
   * lock the account's recovery for the rest of that time.
   */
  verifySecurityAnswer: SecurityAnswerPayload;
};


export type MutationAcceptAgRetailerInviteArgs = {
  inviteHash: Scalars['String']['input'];
};


export type MutationActivateAccountArgs = {
  activationHash: Scalars['String']['input'];
  userUuid: Scalars['ID']['input'];
};


export type MutationAddAdjacentTraitArgs = {
  input: AdjacentTraitInput;
  uuid: Scalars['ID']['input'];
};


export type MutationAddFarmArgs = {
  name: Scalars['String']['input'];
};


export type MutationAddWebhookEndpointArgs = {
  input: AddWebhookEndpointInput;
};


export type MutationAmendReportArgs = {
  input: AmendReportInput;
};


export type MutationAnswerPartnerConsentArgs = {
  allow: Scalars['Boolean']['input'];
  uid: Scalars['ID']['input'];
};


export type MutationBulkEditFieldsArgs = {
  items: Array<BulkFieldInput>;
};


export type MutationBuyPackageArgs = {
  input: BuyPackageInput;
};


export type MutationCancelAgRetailerInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangeSecurityAnswerArgs = {
  input: ChangeSecurityAnswerInput;
};


export type MutationChangeSubscriptionArgs = {
  input: ChangeSubscriptionInput;
};


export type MutationCheckoutSessionArgs = {
  packageStripeId: Scalars['String']['input'];
};


export type MutationClaimFieldArgs = {
  input: ClaimFieldInput;
  uuid: Scalars['ID']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateFieldArgs = {
  input: CreateFieldInput;
};


export type MutationCreateTankMixArgs = {
  input: CreateTankMixInput;
};


export type MutationDeleteFarmArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteFieldArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteTankMixArgs = {
  id: Scalars['Int']['input'];
};


export type MutationEnterGodModeArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationImportFarmFieldsArgs = {
  farm: Scalars['Int']['input'];
  input: ImportFieldsInput;
};


export type MutationInviteNeighbourArgs = {
  email: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationLeaveGodModeArgs = {
  refresh?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  refresh?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMergeFieldsArgs = {
  mergeFields: Array<Scalars['ID']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationRedeliverWebhookArgs = {
  clientId: Scalars['ID']['input'];
  deliveryId: Scalars['ID']['input'];
};


export type MutationRefreshSessionArgs = {
  refresh?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterPartnerAppArgs = {
  input: RegisterPartnerAppInput;
};


export type MutationRegisterPartnerOperationArgs = {
  clientId: Scalars['ID']['input'];
  document: Scalars['String']['input'];
};


export type MutationRemoveAdjacentTraitArgs = {
  id: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveAgRetailerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePartnerAppArgs = {
  clientId: Scalars['ID']['input'];
};


export type MutationRemovePartnerOperationArgs = {
  clientId: Scalars['ID']['input'];
  sha256Hash: Scalars['ID']['input'];
};


export type MutationRemoveWebhookEndpointArgs = {
  clientId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRenameFarmArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


export type MutationResendActivationArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendAgRetailerInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRevokeConnectedAppArgs = {
  clientId: Scalars['ID']['input'];
};


export type MutationSaveReportArgs = {
  input: SaveReportInput;
};


export type MutationSendAgRetailerInviteArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendTestWebhookArgs = {
  clientId: Scalars['ID']['input'];
  endpointId: Scalars['ID']['input'];
};


export type MutationSetAccountDeveloperArgs = {
  on: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationSetDeveloperArgs = {
  on: Scalars['Boolean']['input'];
};


export type MutationSetMyCropTraitsArgs = {
  cropTraitIds: Array<Scalars['Int']['input']>;
};


export type MutationSetMyCropsArgs = {
  cropIds: Array<Scalars['Int']['input']>;
};


export type MutationSetMyHerbicideGroupsArgs = {
  herbicideGroupIds: Array<Scalars['Int']['input']>;
};


export type MutationSetMyNeighborCropsArgs = {
  cropIds: Array<Scalars['Int']['input']>;
};


export type MutationSplitFieldArgs = {
  boundaryVersion?: InputMaybe<Scalars['Int']['input']>;
  line: Array<Array<Scalars['Float']['input']>>;
  uuid: Scalars['ID']['input'];
};


export type MutationStartSprayingArgs = {
  input: StartSprayingInput;
};


export type MutationStopSprayingArgs = {
  farmId: Scalars['Int']['input'];
};


export type MutationUpdateAdjacentTraitArgs = {
  id: Scalars['Int']['input'];
  input: AdjacentTraitInput;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateFieldArgs = {
  input: UpdateFieldInput;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


export type MutationUpdatePartnerAppArgs = {
  input: UpdatePartnerAppInput;
};


export type MutationUpdateTutorialsArgs = {
  input: TutorialFlagsInput;
};


export type MutationVerifyCardArgs = {
  input: CardInput;
};


export type MutationVerifyCouponArgs = {
  couponCode: Scalars['String']['input'];
};


export type MutationVerifySecurityAnswerArgs = {
  input: SecurityAnswerInput;
};

export type MyCropTraitsPayload = {
  __typename?: 'MyCropTraitsPayload';
  cropTraits?: Maybe<Array<CropTrait>>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type MyCropsPayload = {
  __typename?: 'MyCropsPayload';
  /** My Traits after the save: crops without a trait got all of theirs. */
  cropTraits?: Maybe<Array<CropTrait>>;
  crops?: Maybe<Array<Crop>>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type MyHerbicideGroupsPayload = {
  __typename?: 'MyHerbicideGroupsPayload';
  errors: Array<UserError>;
  herbicideGroups?: Maybe<Array<HerbicideGroup>>;
  ok: Scalars['Boolean']['output'];
};

/** A neighbour this field's herbicides would injure: the 'Neighbor compatibility' warning. */
export type NeighborWarning = {
  __typename?: 'NeighborWarning';
  crop: Crop;
  cropTrait?: Maybe<CropTrait>;
  /** The neighbour's field. */
  field: Scalars['ID']['output'];
  /** The actives this field's trait is sprayed with that would injure it. */
  injuring: Array<Scalars['String']['output']>;
};

export type NoticeField = {
  __typename?: 'NoticeField';
  /** 'crop - trait' */
  cropTrait: Scalars['String']['output'];
  /** The sprayed actives the crop does not tolerate. */
  injuredBy: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type NozzleManufacturer = {
  __typename?: 'NozzleManufacturer';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  noozleTypeCode: Scalars['String']['output'];
  noozleTypes: Array<NozzleType>;
};

export type NozzleReference = {
  __typename?: 'NozzleReference';
  /** Finest first, Extremely Fine to Ultra Coarse. */
  dropletClasses: Array<DropletSizeClass>;
  manufacturers: Array<NozzleManufacturer>;
  nozzleSizes: Array<NozzleSize>;
  /** psi (spec 9). */
  pumpPressures: Array<Scalars['Int']['output']>;
};

export type NozzleSize = {
  __typename?: 'NozzleSize';
  /** ISO 10625 code, e.g. 04. */
  code: Scalars['String']['output'];
  colour: Scalars['String']['output'];
  gpmAt40Psi: Scalars['Float']['output'];
};

export type NozzleType = {
  __typename?: 'NozzleType';
  code: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A plan on sale. */
export type Package = {
  __typename?: 'Package';
  id: Scalars['ID']['output'];
  /** How long the plan lasts once bought. */
  months: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The Stripe price that hosted checkout sells. */
  packageStripeId: Scalars['String']['output'];
  plan: SubscriptionPlan;
  /** US dollars a purchase costs, e.g. 25. */
  price: Scalars['Float']['output'];
};

export type PageMeta = {
  __typename?: 'PageMeta';
  nextPage?: Maybe<Scalars['Int']['output']>;
  page: Scalars['Int']['output'];
  previousPage?: Maybe<Scalars['Int']['output']>;
  resultsOnPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** The spec's pagination meta. */
export type PaginationMeta = {
  __typename?: 'PaginationMeta';
  nextPage?: Maybe<Scalars['Int']['output']>;
  page: Scalars['Int']['output'];
  previousPage?: Maybe<Scalars['Int']['output']>;
  resultsOnPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type PartnerApp = {
  __typename?: 'PartnerApp';
  clientId: Scalars['ID']['output'];
  /** A server holding a secret; public apps (mobile, single-page, command line) have none. */
  confidential: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  logoUri?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The app's persisted operations, oldest first (for its developer and staff). */
  operations: Array<PartnerOperation>;
  redirectUris: Array<Scalars['String']['output']>;
  scopes: Array<Scalars['String']['output']>;
  /** The app's latest webhook deliveries, newest first. */
  webhookDeliveries: Array<WebhookDelivery>;
  /** The app's webhook endpoints (for its developer and staff). */
  webhookEndpoints: Array<WebhookEndpoint>;
};


export type PartnerAppWebhookDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type PartnerAppSummary = {
  __typename?: 'PartnerAppSummary';
  clientId: Scalars['ID']['output'];
  logoUri?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type PartnerConsent = {
  __typename?: 'PartnerConsent';
  app: PartnerAppSummary;
  /** The farms the app would see (when it asks for fields). */
  farms: Array<PartnerConsentFarm>;
  /** Where the browser goes back to once answered. */
  redirectOrigin: Scalars['String']['output'];
  scopes: Array<PartnerScopeGrant>;
  uid: Scalars['ID']['output'];
};

export type PartnerConsentFarm = {
  __typename?: 'PartnerConsentFarm';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type PartnerConsentPayload = {
  __typename?: 'PartnerConsentPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  redirectTo?: Maybe<Scalars['String']['output']>;
};

/** A GraphQL document a partner app registered, which its tokens run by hash. */
export type PartnerOperation = {
  __typename?: 'PartnerOperation';
  /** The document, exactly as registered. */
  document: Scalars['String']['output'];
  /** The operation's name. */
  name: Scalars['String']['output'];
  /** ISO 8601. */
  registeredAt: Scalars['String']['output'];
  /** The SHA-256 of the document's text, in hex: what the app sends as `extensions.persistedQuery.sha256Hash`. */
  sha256Hash: Scalars['ID']['output'];
};

/** One OAuth scope and what it lets an app do, in the grower's words. */
export type PartnerScopeGrant = {
  __typename?: 'PartnerScopeGrant';
  scope: Scalars['String']['output'];
  wording: Scalars['String']['output'];
};

export type PaymentProviderKind =
  | 'stripe'
  | 'test';

/** An invitation waiting for an answer, as one of its two parties sees it. */
export type PendingInvite = {
  __typename?: 'PendingInvite';
  /** The other party's account name (a grower) or company (a retailer). */
  business: Scalars['String']['output'];
  /** SENT by the viewer, or RECEIVED and waiting for the viewer to open its mailed link. */
  direction: InviteDirection;
  email: Scalars['String']['output'];
  /** Its link no longer works; the sender can send it again. */
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['String']['output'];
  /** resendAgRetailerInvite and cancelAgRetailerInvite take it. */
  id: Scalars['ID']['output'];
  invitedBy: InviteSender;
  /** The other party: the invitee of a sent invitation, the sender of a received one. */
  name: Scalars['String']['output'];
  /** When its mail last went out (ISO 8601). */
  sentAt: Scalars['String']['output'];
};

export type PendingInvitePage = {
  __typename?: 'PendingInvitePage';
  meta: PaginationMeta;
  result: Array<PendingInvite>;
};

export type ProductRegistration = {
  __typename?: 'ProductRegistration';
  epaRegNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  registrant: Scalars['String']['output'];
};

/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type Query = {
  __typename?: 'Query';
  /** The signed-in account's plan and, for Pro, when it ends; null when signed out. */
  accountPlan?: Maybe<AccountPlan>;
  /** The fields within a quarter mile of one of yours, judged against the plan (no weather needed). */
  adjacentFields: Array<AdjacentField>;
  /** What an invitation link asks, before it is accepted; an error when it is spent or expired. */
  agRetailerInvite: AgRetailerInvitePayload;
  /** Ag retailer: the grower accounts assigned to it, 10 a page. */
  assignedAccounts: AssignedAccountPage;
  /** Ag retailer: one farm of an assigned account with its fields' boundaries, read-only (the users sidebar's map). */
  assignedFarmFields: Array<Field>;
  /** Grower: the Ag Retailers with access to the account, 10 a page. */
  assignedRetailers: AssignedRetailerPage;
  /**
   * Staff only: 10 entries a page, newest first. Filter by account (the user whose account it
   * concerns), by actor (who did it), each a user uuid or e-mail address, and by action.
   */
  auditLog: AuditPage;
  /** The nodes holding fields inside a box: where the fields are, for a zoomed-out view. */
  cluCoverage: Array<CluNode>;
  /** The nodes around a point that hold fields, nearest first (a 3 × 3 block of cells). */
  cluNodes: Array<CluNode>;
  /** The map's colours by role of a field (spec: colour schema). */
  colorSchema: ColorSchema;
  /**
   * Would this spray injure these crops? Answered per active ingredient: a whole group counts as
   * every one of its actives. Without targets, the grower's own and neighbours' crops, each with
   * the traits the grower tracks (conventional when none).
   */
  compatibility: Array<CompatibilityVerdict>;
  /** The apps connected to the signed-in user's own account, with what each may do. */
  connectedApps: Array<ConnectedApp>;
  /** Every crop trait, grouped by crop. */
  cropTraitGroups: Array<CropTraitGroup>;
  /** Every crop of the catalogue. */
  crops: Array<Crop>;
  /** What the account's farms are spraying now: one planner per farm that sprays. */
  currentSprays: Array<SprayPlanner>;
  /** Whether an account exists for this e-mail (registration step 1). */
  emailRegistered: Scalars['Boolean']['output'];
  /**
   * A farm's fields as a GeoJSON, KML, zipped Shapefile (with CLIENT_NAM, FARM_NAME and FIELD_NAME
   * columns, as John Deere Operations Center files boundaries), FlatGeobuf, GeoPackage, ISOXML (a zip of
   * TASKDATA/TASKDATA.XML, version 4.3, for an in-cab display) or CSV (WKT) file.
   */
  farmFieldsFile: BoundaryFile;
  /** The drift zone of one of your fields, for the forecast hour (0 = now) and the plan. */
  fieldDrift: DriftZoneResult;
  /** Every WSSA herbicide group (current numbering), with its active ingredients. */
  herbicideGroups: Array<HerbicideGroup>;
  /**
   * One field by its uuid or its CLU's, with the fields beside it. A neighbour's owner, acres,
   * crop and trait show on plan B only. owner: true finds only one's own fields.
   */
  mapField?: Maybe<MapField>;
  /**
   * The fields in a map view, drawn from their own boundaries: yours and other accounts' farm
   * fields, and the overlaps in dispute.
   */
  mapFields: MapFields;
  /** The signed-in user; null when the request carries no session. */
  me?: Maybe<User>;
  /** The crop traits the grower tracks (My Traits). */
  myCropTraits: Array<CropTrait>;
  /** The crops the signed-in grower grows (My Crops). */
  myCrops: Array<Crop>;
  /** The farms of the signed-in user's account. */
  myFarms: Array<Farm>;
  /** The herbicide groups the grower uses (My Herbicides). */
  myHerbicideGroups: Array<HerbicideGroup>;
  /** The crops the grower's neighbours grow (Neighbor Crops). */
  myNeighborCrops: Array<Crop>;
  /** The account's tank mixes, by name. */
  myTankMixes: Array<TankMix>;
  /** Pump pressures, ASABE S572 droplet classes, ISO nozzle sizes and seven nozzle manufacturers with their nozzle types. */
  nozzleReference: NozzleReference;
  /** The packages the Pricing Plans page offers, one Get started each. */
  packages: Array<Package>;
  /** Registered partner apps: every one for staff, its own for a developer account. */
  partnerApps: Array<PartnerApp>;
  /** An app's request to connect to the signed-in user's own account, as the consent screen shows it. */
  partnerConsent: PartnerConsent;
  /** The invitations the user sent or received that still wait for an answer, newest first, 10 a page. */
  pendingInvites: PendingInvitePage;
  /** EPA registration numbers of common products, to suggest beside the product name. */
  productRegistrations: Array<ProductRegistration>;
  /**
   * Forgot password, step 1: the security question of the account with this e-mail, or the
   * payload error 'No account associated with this email.'
   */
  recoveryQuestion: RecoveryQuestionPayload;
  /** One report: its latest version, or the version asked for. */
  report?: Maybe<Report>;
  /** A new report's starting values for one of the grower's fields: today, and the first forecast hour's weather. */
  reportDraft: ReportDraft;
  /** The account's saved reports (latest versions), latest application first, 10 a page; optionally of one field. */
  reports: ReportPage;
  /** Questions a user picks one of when registering; its answer later recovers the account. */
  securityQuestions: Array<SecurityQuestion>;
  /** The latest spray notices to the viewer's account (up to 20), oldest first. */
  sprayNotices: Array<SprayNotice>;
  /** Staff only: every user, newest first, 10 a page; `search` matches name, e-mail or account name. */
  staffAccounts: StaffAccountPage;
  /** One of an app's deliveries, with each attempt and its payload (for the app's developer and staff). */
  webhookDelivery: WebhookDelivery;
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryAdjacentFieldsArgs = {
  plan?: InputMaybe<SprayPlanInput>;
  uuid: Scalars['ID']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryAgRetailerInviteArgs = {
  inviteHash: Scalars['String']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryAssignedAccountsArgs = {
  page?: Scalars['Int']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryAssignedFarmFieldsArgs = {
  account: Scalars['ID']['input'];
  farm: Scalars['Int']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryAssignedRetailersArgs = {
  page?: Scalars['Int']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryAuditLogArgs = {
  account?: InputMaybe<Scalars['ID']['input']>;
  action?: InputMaybe<Scalars['String']['input']>;
  actor?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryCluCoverageArgs = {
  east: Scalars['Float']['input'];
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  west: Scalars['Float']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryCluNodesArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryCompatibilityArgs = {
  input: CompatibilityInput;
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryEmailRegisteredArgs = {
  email: Scalars['String']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryFarmFieldsFileArgs = {
  farm: Scalars['Int']['input'];
  format: BoundaryFormat;
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryFieldDriftArgs = {
  hour?: InputMaybe<Scalars['Int']['input']>;
  plan?: InputMaybe<SprayPlanInput>;
  uuid: Scalars['ID']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryMapFieldArgs = {
  owner?: InputMaybe<Scalars['Boolean']['input']>;
  uuid: Scalars['ID']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryMapFieldsArgs = {
  east: Scalars['Float']['input'];
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  west: Scalars['Float']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryPartnerConsentArgs = {
  uid: Scalars['ID']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryPendingInvitesArgs = {
  page?: Scalars['Int']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryRecoveryQuestionArgs = {
  email: Scalars['String']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryReportArgs = {
  id: Scalars['Int']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryReportDraftArgs = {
  field: Scalars['ID']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryReportsArgs = {
  field?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryStaffAccountsArgs = {
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Accounts: registration, activation, sessions and the signed-in user.
 * Expected failures (bad input, taken e-mail, wrong password) come back as values in a
 * payload's `errors`, carrying the spec's messages word for word; GraphQL errors are kept for
 * faults and for a missing or expired session (`extensions.code = UNAUTHENTICATED`).
 *
 * Two kinds of client hold a session. A browser (the web app, GraphiQL) keeps it in HttpOnly
 * cookies the gateway sets; its replies never carry tokens, so no page script can read one. A
 * token client (mobile app, partner) says so on every request with the header
 * `X-Session-Mode: token` (or by sending `Authorization: Bearer <access>`): its cookies are
 * neither read nor set, `login`, `activateAccount` and `refreshSession` return `access` and
 * `refresh`, and it authenticates with `Authorization: Bearer <access>`.
 */
export type QueryWebhookDeliveryArgs = {
  clientId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type RecoveryQuestionPayload = {
  __typename?: 'RecoveryQuestionPayload';
  /** False when the account was never activated: recovery cannot finish until it is. */
  active?: Maybe<Scalars['Boolean']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  securityQuestion?: Maybe<SecurityQuestion>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  farmName: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  securityAnswer: Scalars['String']['input'];
  securityQuestion: Scalars['ID']['input'];
};

export type RegisterPartnerAppInput = {
  confidential: Scalars['Boolean']['input'];
  logoUri?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  redirectUris: Array<Scalars['String']['input']>;
  scopes: Array<Scalars['String']['input']>;
};

export type RegisterPartnerAppPayload = {
  __typename?: 'RegisterPartnerAppPayload';
  app?: Maybe<PartnerApp>;
  /** Shown once, here: only a confidential app has one. */
  clientSecret?: Maybe<Scalars['String']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type RegisterPartnerOperationPayload = {
  __typename?: 'RegisterPartnerOperationPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  operation?: Maybe<PartnerOperation>;
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The new, not yet active, account. */
  user?: Maybe<User>;
};

export type RemoveAdjacentTraitPayload = {
  __typename?: 'RemoveAdjacentTraitPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  upgradeRequired: Scalars['Boolean']['output'];
};

export type RemoveAgRetailerPayload = {
  __typename?: 'RemoveAgRetailerPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type RemovePartnerAppPayload = {
  __typename?: 'RemovePartnerAppPayload';
  clientId?: Maybe<Scalars['ID']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type RemovePartnerOperationPayload = {
  __typename?: 'RemovePartnerOperationPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  sha256Hash?: Maybe<Scalars['ID']['output']>;
};

export type RemoveWebhookEndpointPayload = {
  __typename?: 'RemoveWebhookEndpointPayload';
  errors: Array<UserError>;
  id?: Maybe<Scalars['ID']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type RenewalPackage = {
  __typename?: 'RenewalPackage';
  id: Scalars['ID']['output'];
  months: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** US dollars a year of it costs. */
  price: Scalars['Float']['output'];
};

export type Report = {
  __typename?: 'Report';
  acres: Scalars['Float']['output'];
  /** Why this version was made; null for the first. */
  changeReason?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  farmName: Scalars['String']['output'];
  /** The field's uuid; null once the field is deleted (the report keeps its copy of the field). */
  field?: Maybe<Scalars['ID']['output']>;
  fieldName: Scalars['String']['output'];
  form: ReportForm;
  /** Every version, the first first. */
  history: Array<Report>;
  id: Scalars['Int']['output'];
  /** This version's map as SVG, for the print page (same origin, session cookie): the PDF's map. */
  mapUrl: Scalars['String']['output'];
  /**
   * The SHA-256 (hex) of this version's PDF, whose bytes never change after its save: a kept copy
   * whose sha256sum matches is the file the product holds. Null on a version saved before files
   * were kept, until it is first printed.
   */
  pdfSha256?: Maybe<Scalars['String']['output']>;
  /** Where the browser downloads this version as a PDF (same origin, session cookie). */
  pdfUrl: Scalars['String']['output'];
  /**
   * The record's every printed line, frozen at its save: the PDF and the print view print these
   * words. Null on a version saved before records were frozen, until it is first printed or
   * fetched alone (report(id, version)).
   */
  record?: Maybe<ReportRecord>;
  /** When this version was saved. */
  savedAt: Scalars['String']['output'];
  savedByName: Scalars['String']['output'];
  /** The field's IANA time zone ('America/Chicago'): the report's date and times are read in it. */
  timeZone: Scalars['String']['output'];
  /** The zone's short name on the application date ('CST'), printed beside the times. */
  timeZoneName: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  /** How many versions the report has. */
  versions: Scalars['Int']['output'];
};

export type ReportApplication = {
  __typename?: 'ReportApplication';
  epaRegNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  /** The total amount of the product applied. */
  totalAmount?: Maybe<Scalars['Float']['output']>;
  /** gal, qt, pt, fl oz, lb or oz. */
  totalAmountUnit: Scalars['String']['output'];
  useRate: Scalars['String']['output'];
};

export type ReportApplicationInput = {
  epaRegNumber: Scalars['String']['input'];
  productName: Scalars['String']['input'];
  totalAmount?: InputMaybe<Scalars['Float']['input']>;
  totalAmountUnit?: InputMaybe<Scalars['String']['input']>;
  useRate: Scalars['String']['input'];
};

/** The 2026 over-the-top dicamba label's record items the rest of the form does not hold (stamped Stryax label, Record Keeping). */
export type ReportDicambaRecord = {
  __typename?: 'ReportDicambaRecord';
  /** Item 15: YYYY-MM-DD, when adjacent fields were surveyed for sensitive areas. */
  adjacentSurveyedOn: Scalars['String']['output'];
  /** Item 12: preemergence or postemergence in relation to the crop; empty when not said. */
  applicationTiming: Scalars['String']['output'];
  /** Item 16: the areas included within the downwind buffer. */
  bufferAreas: Scalars['String']['output'];
  /** Item 16: the qualifying practices that reduced the 240 ft buffer, when it was. */
  bufferReduction: Scalars['String']['output'];
  /** Item 17: the clean-out method followed. */
  cleanoutMethod: Scalars['String']['output'];
  /** Item 17: YYYY-MM-DD, when the sprayer was cleaned out. */
  cleanoutOn: Scalars['String']['output'];
  /** Items 22 and 23: the readings at each tank refill, one a refill. */
  refills: Array<ReportRefill>;
  /** Item 15: the sensitive crop registry consulted. */
  registryName: Scalars['String']['output'];
  /** Item 24: how the runoff/erosion mitigation points were achieved. */
  runoffPoints: Scalars['String']['output'];
  /** Item 11: YYYY-MM-DD, when the training was completed. */
  trainingCompletedOn: Scalars['String']['output'];
  /** Item 11: who gave the certified applicator's dicamba-specific training. */
  trainingProvider: Scalars['String']['output'];
};

export type ReportDicambaRecordInput = {
  /** YYYY-MM-DD */
  adjacentSurveyedOn?: InputMaybe<Scalars['String']['input']>;
  /** preemergence or postemergence */
  applicationTiming?: InputMaybe<Scalars['String']['input']>;
  bufferAreas?: InputMaybe<Scalars['String']['input']>;
  bufferReduction?: InputMaybe<Scalars['String']['input']>;
  cleanoutMethod?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  cleanoutOn?: InputMaybe<Scalars['String']['input']>;
  /** At most 30, one a tank refill. */
  refills?: InputMaybe<Array<ReportRefillInput>>;
  registryName?: InputMaybe<Scalars['String']['input']>;
  runoffPoints?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  trainingCompletedOn?: InputMaybe<Scalars['String']['input']>;
  trainingProvider?: InputMaybe<Scalars['String']['input']>;
};

export type ReportDraft = {
  __typename?: 'ReportDraft';
  field: ReportDraftField;
  form: ReportForm;
  /** Made in god mode, by someone working in the grower's account: the applicator is not the grower. */
  onBehalf: Scalars['Boolean']['output'];
  /** The field's IANA time zone: the draft is dated in it, and its times are read in it. */
  timeZone: Scalars['String']['output'];
  weather: ReportDraftWeather;
};

export type ReportDraftField = {
  __typename?: 'ReportDraftField';
  acres: Scalars['Float']['output'];
  farmName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type ReportDraftWeather = {
  __typename?: 'ReportDraftWeather';
  /** Why there is no weather to prefill, in words for the grower. */
  error?: Maybe<Scalars['String']['output']>;
  issuedAt?: Maybe<Scalars['String']['output']>;
  /** nws (live) or sample (a sample forecast, labelled as such); null when unavailable. */
  source?: Maybe<Scalars['String']['output']>;
};

/** How it was applied, as dicamba labels ask a record to say. */
export type ReportEquipment = {
  __typename?: 'ReportEquipment';
  /** Adjuvants in the tank: volatility and drift reduction agents. */
  adjuvants: Scalars['String']['output'];
  /** Carrier volume, gallons per acre. */
  carrierGpa?: Maybe<Scalars['Float']['output']>;
  /** The downwind buffer kept, in feet. */
  downwindBufferFt?: Maybe<Scalars['Float']['output']>;
  groundSpeedMph?: Maybe<Scalars['Float']['output']>;
  /** Why a label limit was broken (ground speed, boom height, droplet class); empty when none was. */
  limitsExplanation: Scalars['String']['output'];
};

export type ReportEquipmentInput = {
  adjuvants?: InputMaybe<Scalars['String']['input']>;
  carrierGpa?: InputMaybe<Scalars['Float']['input']>;
  downwindBufferFt?: InputMaybe<Scalars['Float']['input']>;
  groundSpeedMph?: InputMaybe<Scalars['Float']['input']>;
  /** Required when the values break a label limit: the record is saved only with it. */
  limitsExplanation?: InputMaybe<Scalars['String']['input']>;
};

export type ReportFinishWeather = {
  __typename?: 'ReportFinishWeather';
  temperature?: Maybe<Scalars['Float']['output']>;
  /** Compass point, or CALM; empty when not given. */
  windDirection: Scalars['String']['output'];
  windSpeed?: Maybe<Scalars['Float']['output']>;
};

export type ReportFinishWeatherInput = {
  temperature?: InputMaybe<Scalars['Float']['input']>;
  windDirection?: InputMaybe<Scalars['String']['input']>;
  windSpeed?: InputMaybe<Scalars['Float']['input']>;
};

export type ReportForm = {
  __typename?: 'ReportForm';
  applications: Array<ReportApplication>;
  /** The 2026 over-the-top dicamba record items (Stryax label, Record Keeping 11, 12, 15, 16, 17, 22-24); empty on other records. */
  dicambaRecord?: Maybe<ReportDicambaRecord>;
  equipment: ReportEquipment;
  generalInfo: ReportGeneralInfo;
  nozzle: ReportNozzle;
  /** YYYY-MM-DD */
  reportDate: Scalars['String']['output'];
  site: ReportSite;
  /** The judgement the spray was started on, kept from Start spraying; null when it was not started in the app. */
  startCheck?: Maybe<ReportStartCheck>;
  weather: ReportWeather;
};

export type ReportFormInput = {
  applications: Array<ReportApplicationInput>;
  /** The 2026 over-the-top dicamba record items: required of an over-the-top dicamba record, optional otherwise. */
  dicambaRecord?: InputMaybe<ReportDicambaRecordInput>;
  equipment?: InputMaybe<ReportEquipmentInput>;
  generalInfo: ReportGeneralInfoInput;
  nozzle: ReportNozzleInput;
  reportDate: Scalars['String']['input'];
  site?: InputMaybe<ReportSiteInput>;
  /** Kept as the draft gave it: the judgement the spray was started on. */
  startCheck?: InputMaybe<ReportStartCheckInput>;
  weather: ReportWeatherInput;
};

export type ReportGeneralInfo = {
  __typename?: 'ReportGeneralInfo';
  /** HH:MM */
  applicationStart: Scalars['String']['output'];
  /** HH:MM */
  applicationStop: Scalars['String']['output'];
  /** The application ended on the day after reportDate (23:30 to 00:30). */
  applicationStopsNextDay: Scalars['Boolean']['output'];
  applicator: Scalars['String']['output'];
  applicatorLicenseNumber: Scalars['String']['output'];
  /** Applied for a customer by a commercial applicator (40 CFR 171.303(b)(7)). */
  commercial: Scalars['Boolean']['output'];
  customerAddress: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  endangeredSpeciesAwareness?: Maybe<Scalars['Boolean']['output']>;
  neighboursNotified: Scalars['String']['output'];
  /** YYYY-MM-DD: when the sensitive crop registry (e.g. FieldWatch) was checked. */
  registryCheckedOn: Scalars['String']['output'];
  sensitiveCropRegistry?: Maybe<Scalars['Boolean']['output']>;
  /** Non-certified applicators working under the certified one. */
  supervisedApplicators: Scalars['String']['output'];
};

export type ReportGeneralInfoInput = {
  applicationStart: Scalars['String']['input'];
  applicationStop: Scalars['String']['input'];
  /** The application ended on the day after reportDate; false when absent. */
  applicationStopsNextDay?: InputMaybe<Scalars['Boolean']['input']>;
  applicator: Scalars['String']['input'];
  applicatorLicenseNumber: Scalars['String']['input'];
  commercial?: InputMaybe<Scalars['Boolean']['input']>;
  customerAddress?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  endangeredSpeciesAwareness?: InputMaybe<Scalars['Boolean']['input']>;
  neighboursNotified?: InputMaybe<Scalars['String']['input']>;
  registryCheckedOn?: InputMaybe<Scalars['String']['input']>;
  sensitiveCropRegistry?: InputMaybe<Scalars['Boolean']['input']>;
  supervisedApplicators?: InputMaybe<Scalars['String']['input']>;
};

export type ReportNozzle = {
  __typename?: 'ReportNozzle';
  /** Boom height above the target, in inches (the spec's name). */
  boomHeightTemp?: Maybe<Scalars['Float']['output']>;
  /** ASABE S572 class code. */
  dropletClass: Scalars['String']['output'];
  manufacturer: Scalars['String']['output'];
  noozleSize: Scalars['String']['output'];
  noozleType: Scalars['String']['output'];
  /** psi */
  pumpPressure?: Maybe<Scalars['Int']['output']>;
};

export type ReportNozzleInput = {
  boomHeightTemp?: InputMaybe<Scalars['Float']['input']>;
  dropletClass: Scalars['String']['input'];
  manufacturer: Scalars['String']['input'];
  noozleSize: Scalars['String']['input'];
  noozleType: Scalars['String']['input'];
  pumpPressure?: InputMaybe<Scalars['Int']['input']>;
};

export type ReportPage = {
  __typename?: 'ReportPage';
  meta: PageMeta;
  results: Array<Report>;
};

export type ReportPayload = {
  __typename?: 'ReportPayload';
  /** Field paths name the form's inputs, e.g. generalInfo.applicator or applications.0.useRate. */
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  report?: Maybe<Report>;
};

export type ReportRecord = {
  __typename?: 'ReportRecord';
  dateLine: Scalars['String']['output'];
  /** Which drift zone the map draws. */
  driftLine: Scalars['String']['output'];
  /** The farm, and the field's acres. */
  farmLine: Scalars['String']['output'];
  fieldName: Scalars['String']['output'];
  /** Who saved it and when, and why it was amended. */
  footer: Scalars['String']['output'];
  /** On an earlier version: a later one exists. */
  laterVersion?: Maybe<Scalars['String']['output']>;
  products: ReportRecordProducts;
  sections: Array<ReportRecordSection>;
  title: Scalars['String']['output'];
  versionLine: Scalars['String']['output'];
};

export type ReportRecordProducts = {
  __typename?: 'ReportRecordProducts';
  columns: Array<Scalars['String']['output']>;
  /** What the RUP mark means, when a product carries it. */
  note?: Maybe<Scalars['String']['output']>;
  rows: Array<Array<Scalars['String']['output']>>;
};

export type ReportRecordRow = {
  __typename?: 'ReportRecordRow';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ReportRecordSection = {
  __typename?: 'ReportRecordSection';
  rows: Array<ReportRecordRow>;
  title: Scalars['String']['output'];
};

/** Readings at boom height when the tank was refilled (2026 Stryax label, Record Keeping 22 and 23). */
export type ReportRefill = {
  __typename?: 'ReportRefill';
  /** °F at boom height. */
  temperature?: Maybe<Scalars['Float']['output']>;
  /** HH:MM, the field's clock. */
  time: Scalars['String']['output'];
  /** Compass point the wind came from, or CALM. */
  windDirection: Scalars['String']['output'];
  /** mph at or above boom height. */
  windSpeed?: Maybe<Scalars['Float']['output']>;
};

export type ReportRefillInput = {
  temperature?: InputMaybe<Scalars['Float']['input']>;
  /** HH:MM */
  time: Scalars['String']['input'];
  windDirection: Scalars['String']['input'];
  windSpeed?: InputMaybe<Scalars['Float']['input']>;
};

/** What was treated (7 CFR 110.3(a)(3): crop or site, size of the area treated). */
export type ReportSite = {
  __typename?: 'ReportSite';
  /** Acres treated; at most the field's. */
  areaTreatedAcres?: Maybe<Scalars['Float']['output']>;
  cropOrSite: Scalars['String']['output'];
  fsaFarmNumber: Scalars['String']['output'];
  fsaFieldNumber: Scalars['String']['output'];
  fsaTractNumber: Scalars['String']['output'];
};

export type ReportSiteInput = {
  areaTreatedAcres?: InputMaybe<Scalars['Float']['input']>;
  cropOrSite: Scalars['String']['input'];
  fsaFarmNumber?: InputMaybe<Scalars['String']['input']>;
  fsaFieldNumber?: InputMaybe<Scalars['String']['input']>;
  fsaTractNumber?: InputMaybe<Scalars['String']['input']>;
};

/** What Start spraying measured and the grower confirmed: part of the spray's record. */
export type ReportStartCheck = {
  __typename?: 'ReportStartCheck';
  /** The label rules the forecast broke, in the words the grower confirmed before starting. */
  confirmedForecast: Array<Scalars['String']['output']>;
  /** When the spray was started (ISO 8601). */
  startedAt: Scalars['String']['output'];
  /** °F at boom height at the start. */
  temperatureF?: Maybe<Scalars['Float']['output']>;
  /** Compass point the wind came from, or CALM. */
  windFrom: Scalars['String']['output'];
  /** mph at boom height: the wind the drift zone was swept with. */
  windMph?: Maybe<Scalars['Float']['output']>;
};

export type ReportStartCheckInput = {
  confirmedForecast: Array<Scalars['String']['input']>;
  startedAt: Scalars['String']['input'];
  temperatureF?: InputMaybe<Scalars['Float']['input']>;
  windFrom: Scalars['String']['input'];
  windMph?: InputMaybe<Scalars['Float']['input']>;
};

export type ReportWeather = {
  __typename?: 'ReportWeather';
  /** Measured at boom height when the application ended. */
  atFinish: ReportFinishWeather;
  /** When the forecast the readings were prefilled from was issued (ISO 8601); empty when none was kept. */
  forecastIssuedAt: Scalars['String']['output'];
  /** % */
  humidity?: Maybe<Scalars['Float']['output']>;
  /** Chance of rain, %. */
  precipitation?: Maybe<Scalars['Float']['output']>;
  /**
   * Where the readings at the start came from: applicator (measured and entered), spray-start
   * (measured at boom height when the spray was started in the app), nws (NWS forecast for that
   * hour) or sample (a sample forecast).
   */
  source: Scalars['String']['output'];
  /** Each reading's own source, judged by what the applicator did (a value kept from the forecast stays nws or sample). */
  sources: ReportWeatherSources;
  /** °F */
  temperature?: Maybe<Scalars['Float']['output']>;
  /** Compass point, e.g. NNW. */
  windDirection: Scalars['String']['output'];
  /** mph */
  windSpeed?: Maybe<Scalars['Float']['output']>;
};

export type ReportWeatherInput = {
  atFinish?: InputMaybe<ReportFinishWeatherInput>;
  /** When the forecast the readings were prefilled from was issued (ISO 8601). */
  forecastIssuedAt?: InputMaybe<Scalars['String']['input']>;
  humidity?: InputMaybe<Scalars['Float']['input']>;
  precipitation?: InputMaybe<Scalars['Float']['input']>;
  /** applicator, spray-start, nws or sample; applicator when absent. */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Each reading's own source; a reading left out takes source. */
  sources?: InputMaybe<ReportWeatherSourcesInput>;
  temperature?: InputMaybe<Scalars['Float']['input']>;
  windDirection: Scalars['String']['input'];
  windSpeed?: InputMaybe<Scalars['Float']['input']>;
};

/** Where each reading at the start came from: applicator, spray-start, nws or sample. */
export type ReportWeatherSources = {
  __typename?: 'ReportWeatherSources';
  humidity: Scalars['String']['output'];
  temperature: Scalars['String']['output'];
  windDirection: Scalars['String']['output'];
  windSpeed: Scalars['String']['output'];
};

export type ReportWeatherSourcesInput = {
  humidity?: InputMaybe<Scalars['String']['input']>;
  temperature?: InputMaybe<Scalars['String']['input']>;
  windDirection?: InputMaybe<Scalars['String']['input']>;
  windSpeed?: InputMaybe<Scalars['String']['input']>;
};

export type ResendActivationPayload = {
  __typename?: 'ResendActivationPayload';
  errors: Array<UserError>;
  /** What to tell the user: the same words whatever the address. */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type ResendAgRetailerInvitePayload = {
  __typename?: 'ResendAgRetailerInvitePayload';
  /** The address the invitation went to again. */
  email?: Maybe<Scalars['String']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type ResetPasswordInput = {
  /** At least 8 characters. */
  newPassword: Scalars['String']['input'];
  newPasswordConfirmation: Scalars['String']['input'];
  /** Token clients only: the `resetToken` of `verifySecurityAnswer`. A browser's is its cookie. */
  resetToken?: InputMaybe<Scalars['String']['input']>;
};

export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type RevokeConnectedAppPayload = {
  __typename?: 'RevokeConnectedAppPayload';
  clientId?: Maybe<Scalars['ID']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type SaveReportInput = {
  field: Scalars['ID']['input'];
  form: ReportFormInput;
};

export type SecurityAnswerInput = {
  email: Scalars['String']['input'];
  /** Compared without regard to case or surrounding spaces. */
  securityAnswer: Scalars['String']['input'];
  /** The id of the question `recoveryQuestion` showed. */
  securityQuestion: Scalars['ID']['input'];
};

export type SecurityAnswerPayload = {
  __typename?: 'SecurityAnswerPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /**
   * The reset token (15 minutes, single use), for token clients only; always null for a
   * browser, whose reset stays in an HttpOnly cookie out of reach of page scripts.
   */
  resetToken?: Maybe<Scalars['String']['output']>;
};

export type SecurityQuestion = {
  __typename?: 'SecurityQuestion';
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

export type SendAgRetailerInvitePayload = {
  __typename?: 'SendAgRetailerInvitePayload';
  /** The address the invitation went to. */
  email?: Maybe<Scalars['String']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** Plan F: Ag Retailer sharing is part of PRO (the teaser shows). */
  upgradeRequired: Scalars['Boolean']['output'];
};

export type SessionUrlPayload = {
  __typename?: 'SessionUrlPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type SplitFieldPayload = {
  __typename?: 'SplitFieldPayload';
  errors: Array<UserError>;
  /** The field, then the fields cut from it. */
  fields?: Maybe<Array<Field>>;
  ok: Scalars['Boolean']['output'];
};

export type SprayHour = {
  __typename?: 'SprayHour';
  /** False when the hour breaks a rule of a label in the tank, whatever its index. */
  allowed: Scalars['Boolean']['output'];
  /** The label rules the hour breaks. */
  breaches: Array<LabelBreach>;
  /** Restricted tiers and advice: shown, never forbidding. */
  cautions: Array<LabelBreach>;
  index: Scalars['Int']['output'];
  reasons: Array<Scalars['String']['output']>;
  time: Scalars['String']['output'];
};

/** A neighbouring farm sprays (or stopped spraying) something that would injure a crop of the viewer's. */
export type SprayNotice = {
  __typename?: 'SprayNotice';
  /** Whether the spray is still going. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  /** The viewer's own fields at risk. */
  fields: Array<NoticeField>;
  herbicides: Array<SprayedGroup>;
  id: Scalars['Int']['output'];
  kind: SprayNoticeKind;
  /** A spray's start and stop notices share it; null once the spraying farm is gone. */
  sprayId?: Maybe<Scalars['Int']['output']>;
  /**
   * Who started (on a STOPPED notice: stopped) the spray, as the notice names them: 'Dana Miller
   * (dana@example.com)', or in god mode the retailer or staff member for the farm, 'Sam Ortiz,
   * Prairie Ag Supply, for Miller Creek Farms'. Plan B viewers only, else null.
   */
  sprayedBy?: Maybe<Scalars['String']['output']>;
  /** Who sprays: given to plan B viewers only, else null. */
  sprayer?: Maybe<FieldOwner>;
  startedAt: Scalars['String']['output'];
  /** When the spray stopped, on a STOPPED notice; else null. */
  stoppedAt?: Maybe<Scalars['String']['output']>;
  /** The sprayed fields' IANA time zone ('America/Chicago'): the notice's times are read in it. */
  timeZone: Scalars['String']['output'];
};

/** What a notice tells: a spray started, or a spray the viewer was told of has stopped. */
export type SprayNoticeKind =
  | 'STARTED'
  | 'STOPPED';

/** What the grower plans to spray: a tank mix or herbicide groups, and how. */
export type SprayPlanInput = {
  /** Inches above the target; 24 when absent. */
  boomHeightIn?: InputMaybe<Scalars['Float']['input']>;
  /** Coarse when absent. */
  dropletClass?: InputMaybe<DropletClass>;
  /**
   * The field's county has endangered-species measures in Bulletins Live! Two that the grower
   * switched on: their buffers apply (310 ft downwind for dicamba).
   */
  endangeredSpeciesMeasures?: InputMaybe<Scalars['Boolean']['input']>;
  herbicideGroups?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** One of the grower's tank mixes. */
  tankMix?: InputMaybe<Scalars['Int']['input']>;
};

export type SprayPlanner = {
  __typename?: 'SprayPlanner';
  /** The forecast's broken label rules the grower confirmed at the start, word for word. */
  confirmedForecast: Array<Scalars['String']['output']>;
  farmId: Scalars['Int']['output'];
  fields: Array<SprayedField>;
  /** What is sprayed, group by group; empty when the farm is not spraying. */
  herbicideGroups: Array<SprayedGroup>;
  /** Neighbouring accounts told about this spray. */
  neighboursNotified: Scalars['Int']['output'];
  /** What the applicator measured at boom height at the start; null when not spraying. */
  readings?: Maybe<SprayReadings>;
  startedAt?: Maybe<Scalars['String']['output']>;
  /** The tank mix it came from, if any. */
  tankMix?: Maybe<SprayedTankMix>;
  /** The sprayed fields' IANA time zone ('America/Chicago'), in which startedAt is read; null when not spraying. */
  timeZone?: Maybe<Scalars['String']['output']>;
};

export type SprayPlannerPayload = {
  __typename?: 'SprayPlannerPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  planner?: Maybe<SprayPlanner>;
};

export type SprayReadings = {
  __typename?: 'SprayReadings';
  /** °F at boom height */
  temperatureF: Scalars['Float']['output'];
  /** Degrees the wind blew from. */
  windFromDeg: Scalars['Float']['output'];
  /** mph at boom height */
  windMph: Scalars['Float']['output'];
};

export type SprayWindow = {
  __typename?: 'SprayWindow';
  end: Scalars['String']['output'];
  lowestIndex: Scalars['Int']['output'];
  start: Scalars['String']['output'];
};

export type Sprayability = {
  __typename?: 'Sprayability';
  activeIngredients: Array<Scalars['String']['output']>;
  /** False when the current hour breaks a rule of a label in the tank, whatever its index. */
  allowed: Scalars['Boolean']['output'];
  breaches: Array<LabelBreach>;
  cautions: Array<LabelBreach>;
  /** e.g. '42: soybean – Enlist E3 downwind, wind 12 mph' */
  explanation: Scalars['String']['output'];
  /** Allowed by every label in the tank, and an index of 70 or more. */
  good: Scalars['Boolean']['output'];
  hours: Array<SprayHour>;
  /** 0–100 for the current hour; 70 or more is good. */
  index: Scalars['Int']['output'];
  /** The labels whose rules apply to the tank. */
  labels: Array<LabelInTank>;
  reasons: Array<Scalars['String']['output']>;
  weather: FieldWeather;
  /** Runs of forecast hours that every label in the tank allows and whose index is good. */
  windows: Array<SprayWindow>;
};

export type SprayedField = {
  __typename?: 'SprayedField';
  name: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type SprayedGroup = {
  __typename?: 'SprayedGroup';
  groupLabel: Scalars['String']['output'];
  groupType: Scalars['String']['output'];
  /** The actives sprayed from this group. */
  herbicideNames: Array<Scalars['String']['output']>;
  /** The herbicide group's id (null in a notice). */
  id?: Maybe<Scalars['Int']['output']>;
};

export type SprayedTankMix = {
  __typename?: 'SprayedTankMix';
  /** Null once the mix is deleted. */
  id?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

/** A user as staff list them. */
export type StaffAccount = {
  __typename?: 'StaffAccount';
  accountName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  isAgRetailer: Scalars['Boolean']['output'];
  /** Registers partner apps (Developer apps). */
  isDeveloper: Scalars['Boolean']['output'];
  /** Staff accounts are never entered in god mode. */
  isStaff: Scalars['Boolean']['output'];
  /** The plan in force: F, B or N. */
  plan: Scalars['String']['output'];
  /** The user; enterGodMode takes it. */
  uuid: Scalars['ID']['output'];
};

export type StaffAccountPage = {
  __typename?: 'StaffAccountPage';
  meta: PaginationMeta;
  result: Array<StaffAccount>;
};

export type StaffAccountPayload = {
  __typename?: 'StaffAccountPayload';
  /** The account as the list shows it, after the change. */
  account?: Maybe<StaffAccount>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type StartSprayingInput = {
  /**
   * Start though the forecast for the hour breaks a label rule. Without it such a start answers
   * ok: false with the rules to confirm, each an error on the field confirmForecast.
   */
  confirmForecast?: InputMaybe<Scalars['Boolean']['input']>;
  farmId: Scalars['Int']['input'];
  fieldUuids: Array<Scalars['ID']['input']>;
  /** The herbicide groups sprayed; or give tankMixId. */
  herbicideGroupIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Air temperature measured at boom height, °F. */
  measuredTemperatureF: Scalars['Float']['input'];
  /** Where the wind blows from, measured at boom height: a compass point (SW) or degrees. */
  measuredWindDirection: Scalars['String']['input'];
  /** Wind speed measured at boom height, mph: the spray is judged on it. */
  measuredWindMph: Scalars['Float']['input'];
  /** ISO 8601; now when absent. */
  startedAt?: InputMaybe<Scalars['String']['input']>;
  tankMixId?: InputMaybe<Scalars['Int']['input']>;
};

export type StopSprayingPayload = {
  __typename?: 'StopSprayingPayload';
  errors: Array<UserError>;
  farmId?: Maybe<Scalars['Int']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Streams the fields of the given nodes, node after node, in batches. One subscription
   * serves a whole view, so a browser needs one connection however many nodes it shows.
   * To resume after a dropped connection, subscribe again with each node's `after` set to the
   * `offset` of the last batch received from it: nothing is lost or repeated.
   */
  cluFields: CluBatch;
  /** Developers only: a node's CLU polygons as stored (holes included), as GeoJSON, for checking imports. */
  cluRawFields: CluRawBatch;
  /** What the viewer's farms spray: now, then again after every change (from any tab or gateway). */
  currentSprays: Array<SprayPlanner>;
  /** The server's clock once a second: proves the subscription path end to end. */
  serverTime: Scalars['String']['output'];
  /**
   * Spray notices to the viewer's account as they come. Notices are kept with growing ids: give
   * the id of the last one received as `after` when subscribing again and none is missed. Without
   * `after`, only notices from now on.
   */
  sprayNotices: SprayNotice;
};


export type SubscriptionCluFieldsArgs = {
  near?: InputMaybe<LatLngInput>;
  nodes: Array<CluNodeCursor>;
  outerRingsOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SubscriptionCluRawFieldsArgs = {
  after?: InputMaybe<Scalars['Int']['input']>;
  node: Scalars['Int']['input'];
};


export type SubscriptionSprayNoticesArgs = {
  after?: InputMaybe<Scalars['Int']['input']>;
};

export type SubscriptionPlan =
  /** Paid annual Pro plan. */
  | 'B'
  /** Free trial: one user, one farm, one field. */
  | 'F'
  /** No plan yet. */
  | 'N';

export type TankMix = {
  __typename?: 'TankMix';
  /** The actives named within its groups (dicamba of Group 4); a group with none named stands for all of its. */
  activeIngredients: Array<ActiveIngredient>;
  /** Which of the grower's own and neighbours' crops this mix would injure, and by which active. */
  compatibility: Array<CompatibilityVerdict>;
  createdAt: Scalars['String']['output'];
  herbicideGroups: Array<HerbicideGroup>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The account it belongs to. */
  owner: Scalars['Int']['output'];
  /** The brands it names (Provisia), alphabetically: a product that injures a crop its actives spare (Provisia herbicide on Max-Ace rice) counts only when named. */
  products: Array<Scalars['String']['output']>;
};

export type TankMixPayload = {
  __typename?: 'TankMixPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  tankMix?: Maybe<TankMix>;
};

/** Which tutorials the user has finished. */
export type TutorialFlags = {
  __typename?: 'TutorialFlags';
  farms: Scalars['Boolean']['output'];
  herbicides: Scalars['Boolean']['output'];
  tankMix: Scalars['Boolean']['output'];
  traits: Scalars['Boolean']['output'];
};

export type TutorialFlagsInput = {
  farms?: InputMaybe<Scalars['Boolean']['input']>;
  herbicides?: InputMaybe<Scalars['Boolean']['input']>;
  tankMix?: InputMaybe<Scalars['Boolean']['input']>;
  traits?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TutorialsPayload = {
  __typename?: 'TutorialsPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  tutorial?: Maybe<TutorialFlags>;
};

export type UpdateFieldInput = {
  /**
   * With mpoly: the field's boundaryVersion when you read the boundary you edited. If the
   * boundary has changed since, nothing is saved and the payload's error (field
   * "boundaryVersion") says so. Without it the boundary is saved whatever changed in between.
   */
  boundaryVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Null clears the crop (and its trait). */
  crop?: InputMaybe<Scalars['Int']['input']>;
  /** A trait of the crop; it names the crop. */
  cropTrait?: InputMaybe<Scalars['Int']['input']>;
  /** The county's endangered-species measures (Bulletins Live! Two) apply to the field. */
  endangeredSpeciesMeasures?: InputMaybe<Scalars['Boolean']['input']>;
  isBuilding?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new boundary: MultiPolygon coordinates, every ring closed. */
  mpoly?: InputMaybe<Array<Array<Array<Array<Scalars['Float']['input']>>>>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMeInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  legalNotice?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What to change of an app: a field left out is kept. */
export type UpdatePartnerAppInput = {
  clientId: Scalars['ID']['input'];
  /** An https address of a square image; null or empty removes the logo. */
  logoUri?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type UpdatePartnerAppPayload = {
  __typename?: 'UpdatePartnerAppPayload';
  app?: Maybe<PartnerApp>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type User = {
  __typename?: 'User';
  /** The account the user belongs to. Webhook events name the account they belong to by this id (accountId). */
  accountId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  farmName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** The user's uuid again, under the name clients cache by: one user is one cached record. */
  id: Scalars['ID']['output'];
  isAgRetailer: Scalars['Boolean']['output'];
  isDeveloper: Scalars['Boolean']['output'];
  isStaff: Scalars['Boolean']['output'];
  legalNotice: Scalars['Boolean']['output'];
  /** A new e-mail waiting for its mailed link to be opened; `email` is unchanged until then. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  subscriptionPlan: SubscriptionPlan;
  tutorial: TutorialFlags;
  uuid: Scalars['ID']['output'];
};

/** A failed rule: `field` names the input it concerns (null when it concerns the whole request). */
export type UserError = {
  __typename?: 'UserError';
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type UserPayload = {
  __typename?: 'UserPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};

export type VerifyCardPayload = {
  __typename?: 'VerifyCardPayload';
  brand?: Maybe<Scalars['String']['output']>;
  errors: Array<UserError>;
  last4?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** The verified card, for changeSubscription. */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
};

export type WeatherHour = {
  __typename?: 'WeatherHour';
  chanceOfRain: Scalars['Float']['output'];
  relativeHumidity?: Maybe<Scalars['Float']['output']>;
  temperature: Scalars['Float']['output'];
  /** Start of the hour, ISO 8601. */
  time: Scalars['String']['output'];
  windDir: Scalars['String']['output'];
  /** Degrees the wind blows from. */
  windDirDeg: Scalars['Float']['output'];
  windSpeed: Scalars['Float']['output'];
};

/** A field's weather in its first forecast hour: spec 3's *_0 values, and whose forecast it is. */
export type WeatherNow = {
  __typename?: 'WeatherNow';
  /** % */
  chanceOfRain0: Scalars['Float']['output'];
  issuedAt: Scalars['String']['output'];
  /** SAMPLE is made up: show it labelled 'Sample forecast', never as live weather. */
  source: WeatherSource;
  /** °F */
  temperature0: Scalars['Float']['output'];
  /** The compass point the wind blows from, e.g. SW; CALM without wind. */
  windDir0: Scalars['String']['output'];
  /** mph */
  windSpeed0: Scalars['Float']['output'];
};

export type WeatherSource =
  /** The US National Weather Service. */
  | 'NWS'
  /** Made up for trying the product: always labelled 'Sample forecast', never shown as live. */
  | 'SAMPLE';

/** One attempt of a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** ISO 8601: when it was sent. */
  at: Scalars['String']['output'];
  durationMs: Scalars['Int']['output'];
  /** Why it failed; null when it was accepted. */
  error?: Maybe<Scalars['String']['output']>;
  /** The endpoint's HTTP status; null when it did not answer. */
  status?: Maybe<Scalars['Int']['output']>;
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Each attempt made, oldest first. */
  attemptLog: Array<WebhookAttempt>;
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  deliveredAt?: Maybe<Scalars['String']['output']>;
  endpointId: Scalars['ID']['output'];
  /** The event's id; its webhook-id header is evt_<eventId> on every try. */
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** ISO 8601: when the last attempt was made (the one that succeeded, once delivered); null before the first. */
  lastAttemptAt?: Maybe<Scalars['String']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  /** The endpoint's last HTTP status; null when it never answered. */
  lastStatus?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601; null once delivered or given up. */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  /** The body every attempt sends, byte for byte (JSON). */
  payload: Scalars['String']['output'];
  status: WebhookDeliveryStatus;
  type: Scalars['String']['output'];
};

export type WebhookDeliveryPayload = {
  __typename?: 'WebhookDeliveryPayload';
  delivery?: Maybe<WebhookDelivery>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type WebhookDeliveryStatus =
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING';

/**
 * An https endpoint of a partner app and the events it gets (field.created, field.updated,
 * field.deleted, spray.started, spray.stopped, neighbour.notice, report.saved), each POSTed signed as
 * Standard Webhooks and tried again on failure for 24 hours.
 */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Event types, e.g. field.created. */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountPlan: ResolverTypeWrapper<ApiAccountPlan>;
  ActiveIngredient: ResolverTypeWrapper<ApiActiveIngredient>;
  AddWebhookEndpointInput: AddWebhookEndpointInput;
  AddWebhookEndpointPayload: ResolverTypeWrapper<AddWebhookEndpointPayload>;
  AdjacentField: ResolverTypeWrapper<ApiAdjacentField>;
  AdjacentTrait: ResolverTypeWrapper<ApiAdjacentTrait>;
  AdjacentTraitInput: AdjacentTraitInput;
  AdjacentTraitPayload: ResolverTypeWrapper<Omit<AdjacentTraitPayload, 'adjacentTrait'> & { adjacentTrait?: Maybe<ResolversTypes['AdjacentTrait']> }>;
  AgRetailerInvite: ResolverTypeWrapper<ApiAgRetailerInvite>;
  AgRetailerInvitePayload: ResolverTypeWrapper<Omit<AgRetailerInvitePayload, 'invite'> & { invite?: Maybe<ResolversTypes['AgRetailerInvite']> }>;
  AmendReportInput: AmendReportInput;
  AssignedAccount: ResolverTypeWrapper<ApiAssignedAccount>;
  AssignedAccountPage: ResolverTypeWrapper<Omit<AssignedAccountPage, 'meta' | 'result'> & { meta: ResolversTypes['PaginationMeta'], result: Array<ResolversTypes['AssignedAccount']> }>;
  AssignedFarm: ResolverTypeWrapper<ApiAssignedFarm>;
  AssignedRetailer: ResolverTypeWrapper<ApiAssignedRetailer>;
  AssignedRetailerPage: ResolverTypeWrapper<Omit<AssignedRetailerPage, 'meta' | 'result'> & { meta: ResolversTypes['PaginationMeta'], result: Array<ResolversTypes['AssignedRetailer']> }>;
  AuditAccount: ResolverTypeWrapper<ApiAuditAccount>;
  AuditEntry: ResolverTypeWrapper<ApiAuditEntry>;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'meta' | 'result'> & { meta: ResolversTypes['PaginationMeta'], result: Array<ResolversTypes['AuditEntry']> }>;
  AuditPerson: ResolverTypeWrapper<ApiAuditPerson>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Boundary: ResolverTypeWrapper<Boundary>;
  BoundaryFile: ResolverTypeWrapper<BoundaryFile>;
  BoundaryFormat: BoundaryFormat;
  BulkFieldInput: BulkFieldInput;
  BulkFieldsPayload: ResolverTypeWrapper<Omit<BulkFieldsPayload, 'fields'> & { fields?: Maybe<Array<ResolversTypes['Field']>> }>;
  BuyPackageInput: BuyPackageInput;
  BuyPackagePayload: ResolverTypeWrapper<BuyPackagePayload>;
  CancelAgRetailerInvitePayload: ResolverTypeWrapper<CancelAgRetailerInvitePayload>;
  CardInput: CardInput;
  CardOnFile: ResolverTypeWrapper<ApiCardOnFile>;
  ChangePasswordInput: ChangePasswordInput;
  ChangeSecretPayload: ResolverTypeWrapper<ChangeSecretPayload>;
  ChangeSecurityAnswerInput: ChangeSecurityAnswerInput;
  ChangeSubscriptionInput: ChangeSubscriptionInput;
  ChangeSubscriptionPayload: ResolverTypeWrapper<Omit<ChangeSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversTypes['AccountPlan']> }>;
  ClaimFieldInput: ClaimFieldInput;
  ClaimFieldPayload: ResolverTypeWrapper<Omit<ClaimFieldPayload, 'field'> & { field?: Maybe<ResolversTypes['Field']> }>;
  CluBatch: ResolverTypeWrapper<NodeBatch>;
  CluField: ResolverTypeWrapper<Omit<CluField, 'owner'> & { owner?: Maybe<ResolversTypes['FieldOwner']> }>;
  CluNode: ResolverTypeWrapper<ApiCluNode>;
  CluNodeCursor: CluNodeCursor;
  CluRawBatch: ResolverTypeWrapper<CluRawBatch>;
  CluWireFields: ResolverTypeWrapper<Scalars['CluWireFields']['output']>;
  ColorSchema: ResolverTypeWrapper<ApiColorSchema>;
  CompatibilityInput: CompatibilityInput;
  CompatibilityVerdict: ResolverTypeWrapper<ApiVerdict>;
  ConnectedApp: ResolverTypeWrapper<ConnectedApp>;
  CouponPayload: ResolverTypeWrapper<CouponPayload>;
  CreateFieldInput: CreateFieldInput;
  CreateTankMixInput: CreateTankMixInput;
  Crop: ResolverTypeWrapper<ApiCrop>;
  CropRelation: CropRelation;
  CropTargetInput: CropTargetInput;
  CropTrait: ResolverTypeWrapper<ApiCropTrait>;
  CropTraitGroup: ResolverTypeWrapper<ApiCropTraitGroup>;
  DeleteFarmPayload: ResolverTypeWrapper<DeleteFarmPayload>;
  DeleteFieldPayload: ResolverTypeWrapper<DeleteFieldPayload>;
  DeleteTankMixPayload: ResolverTypeWrapper<DeleteTankMixPayload>;
  DisputeArea: ResolverTypeWrapper<DisputeArea>;
  DisputeField: ResolverTypeWrapper<DisputeField>;
  DrawnField: ResolverTypeWrapper<DrawnField>;
  DriftZone: ResolverTypeWrapper<ApiDriftZone>;
  DriftZoneResult: ResolverTypeWrapper<Omit<DriftZoneResult, 'zone'> & { zone?: Maybe<ResolversTypes['DriftZone']> }>;
  DropletClass: DropletClass;
  DropletSizeClass: ResolverTypeWrapper<DropletSizeClass>;
  EncodedRings: ResolverTypeWrapper<Scalars['EncodedRings']['output']>;
  Farm: ResolverTypeWrapper<ApiFarm>;
  FarmPayload: ResolverTypeWrapper<Omit<FarmPayload, 'farm'> & { farm?: Maybe<ResolversTypes['Farm']> }>;
  Field: ResolverTypeWrapper<ApiField>;
  FieldOwner: ResolverTypeWrapper<ApiFieldOwner>;
  FieldPayload: ResolverTypeWrapper<Omit<FieldPayload, 'field'> & { field?: Maybe<ResolversTypes['Field']> }>;
  FieldSpray: ResolverTypeWrapper<Omit<FieldSpray, 'adjacentFields' | 'sprayability'> & { adjacentFields: Array<ResolversTypes['AdjacentField']>, sprayability?: Maybe<ResolversTypes['Sprayability']> }>;
  FieldWeather: ResolverTypeWrapper<ApiFieldWeather>;
  FieldWeatherResult: ResolverTypeWrapper<Omit<FieldWeatherResult, 'weather'> & { weather?: Maybe<ResolversTypes['FieldWeather']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HerbicideGroup: ResolverTypeWrapper<ApiHerbicideGroup>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportFieldsInput: ImportFieldsInput;
  ImportFieldsPayload: ResolverTypeWrapper<ImportFieldsPayload>;
  ImportReport: ResolverTypeWrapper<ImportReport>;
  ImportedFeature: ResolverTypeWrapper<ImportedFeature>;
  ImportedFeatureStatus: ImportedFeatureStatus;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteDirection: InviteDirection;
  InviteNeighbourPayload: ResolverTypeWrapper<InviteNeighbourPayload>;
  InviteSender: InviteSender;
  LabelBreach: ResolverTypeWrapper<ApiLabelBreach>;
  LabelInTank: ResolverTypeWrapper<ApiLabelInTank>;
  LabelProduct: ResolverTypeWrapper<ApiLabelProduct>;
  LabelRuleKind: LabelRuleKind;
  LabelTier: LabelTier;
  LatLng: ResolverTypeWrapper<LatLng>;
  LatLngInput: LatLngInput;
  MapField: ResolverTypeWrapper<ApiMapField>;
  MapFields: ResolverTypeWrapper<MapFields>;
  MatchingField: ResolverTypeWrapper<MatchingField>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyCropTraitsPayload: ResolverTypeWrapper<Omit<MyCropTraitsPayload, 'cropTraits'> & { cropTraits?: Maybe<Array<ResolversTypes['CropTrait']>> }>;
  MyCropsPayload: ResolverTypeWrapper<Omit<MyCropsPayload, 'cropTraits' | 'crops'> & { cropTraits?: Maybe<Array<ResolversTypes['CropTrait']>>, crops?: Maybe<Array<ResolversTypes['Crop']>> }>;
  MyHerbicideGroupsPayload: ResolverTypeWrapper<Omit<MyHerbicideGroupsPayload, 'herbicideGroups'> & { herbicideGroups?: Maybe<Array<ResolversTypes['HerbicideGroup']>> }>;
  NeighborWarning: ResolverTypeWrapper<ApiNeighborWarning>;
  NoticeField: ResolverTypeWrapper<ApiNoticeField>;
  NozzleManufacturer: ResolverTypeWrapper<NozzleManufacturer>;
  NozzleReference: ResolverTypeWrapper<ApiNozzleReference>;
  NozzleSize: ResolverTypeWrapper<NozzleSize>;
  NozzleType: ResolverTypeWrapper<NozzleType>;
  Package: ResolverTypeWrapper<ApiPackage>;
  PageMeta: ResolverTypeWrapper<PageMeta>;
  PaginationMeta: ResolverTypeWrapper<ApiPaginationMeta>;
  PartnerApp: ResolverTypeWrapper<PartnerAppShape>;
  PartnerAppSummary: ResolverTypeWrapper<PartnerAppSummary>;
  PartnerConsent: ResolverTypeWrapper<PartnerConsent>;
  PartnerConsentFarm: ResolverTypeWrapper<PartnerConsentFarm>;
  PartnerConsentPayload: ResolverTypeWrapper<PartnerConsentPayload>;
  PartnerOperation: ResolverTypeWrapper<PartnerOperation>;
  PartnerScopeGrant: ResolverTypeWrapper<PartnerScopeGrant>;
  PaymentProviderKind: PaymentProviderKind;
  PendingInvite: ResolverTypeWrapper<ApiPendingInvite>;
  PendingInvitePage: ResolverTypeWrapper<Omit<PendingInvitePage, 'meta' | 'result'> & { meta: ResolversTypes['PaginationMeta'], result: Array<ResolversTypes['PendingInvite']> }>;
  ProductRegistration: ResolverTypeWrapper<ApiProductRegistration>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecoveryQuestionPayload: ResolverTypeWrapper<RecoveryQuestionPayload>;
  RegisterInput: RegisterInput;
  RegisterPartnerAppInput: RegisterPartnerAppInput;
  RegisterPartnerAppPayload: ResolverTypeWrapper<Omit<RegisterPartnerAppPayload, 'app'> & { app?: Maybe<ResolversTypes['PartnerApp']> }>;
  RegisterPartnerOperationPayload: ResolverTypeWrapper<RegisterPartnerOperationPayload>;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  RemoveAdjacentTraitPayload: ResolverTypeWrapper<RemoveAdjacentTraitPayload>;
  RemoveAgRetailerPayload: ResolverTypeWrapper<RemoveAgRetailerPayload>;
  RemovePartnerAppPayload: ResolverTypeWrapper<RemovePartnerAppPayload>;
  RemovePartnerOperationPayload: ResolverTypeWrapper<RemovePartnerOperationPayload>;
  RemoveWebhookEndpointPayload: ResolverTypeWrapper<RemoveWebhookEndpointPayload>;
  RenewalPackage: ResolverTypeWrapper<RenewalPackage>;
  Report: ResolverTypeWrapper<ApiReport>;
  ReportApplication: ResolverTypeWrapper<ReportApplication>;
  ReportApplicationInput: ReportApplicationInput;
  ReportDicambaRecord: ResolverTypeWrapper<ReportDicambaRecord>;
  ReportDicambaRecordInput: ReportDicambaRecordInput;
  ReportDraft: ResolverTypeWrapper<ApiReportDraft>;
  ReportDraftField: ResolverTypeWrapper<ReportDraftField>;
  ReportDraftWeather: ResolverTypeWrapper<ReportDraftWeather>;
  ReportEquipment: ResolverTypeWrapper<ReportEquipment>;
  ReportEquipmentInput: ReportEquipmentInput;
  ReportFinishWeather: ResolverTypeWrapper<ReportFinishWeather>;
  ReportFinishWeatherInput: ReportFinishWeatherInput;
  ReportForm: ResolverTypeWrapper<ReportForm>;
  ReportFormInput: ReportFormInput;
  ReportGeneralInfo: ResolverTypeWrapper<ReportGeneralInfo>;
  ReportGeneralInfoInput: ReportGeneralInfoInput;
  ReportNozzle: ResolverTypeWrapper<ReportNozzle>;
  ReportNozzleInput: ReportNozzleInput;
  ReportPage: ResolverTypeWrapper<Omit<ReportPage, 'results'> & { results: Array<ResolversTypes['Report']> }>;
  ReportPayload: ResolverTypeWrapper<Omit<ReportPayload, 'report'> & { report?: Maybe<ResolversTypes['Report']> }>;
  ReportRecord: ResolverTypeWrapper<ReportRecord>;
  ReportRecordProducts: ResolverTypeWrapper<ReportRecordProducts>;
  ReportRecordRow: ResolverTypeWrapper<ReportRecordRow>;
  ReportRecordSection: ResolverTypeWrapper<ReportRecordSection>;
  ReportRefill: ResolverTypeWrapper<ReportRefill>;
  ReportRefillInput: ReportRefillInput;
  ReportSite: ResolverTypeWrapper<ReportSite>;
  ReportSiteInput: ReportSiteInput;
  ReportStartCheck: ResolverTypeWrapper<ReportStartCheck>;
  ReportStartCheckInput: ReportStartCheckInput;
  ReportWeather: ResolverTypeWrapper<ReportWeather>;
  ReportWeatherInput: ReportWeatherInput;
  ReportWeatherSources: ResolverTypeWrapper<ReportWeatherSources>;
  ReportWeatherSourcesInput: ReportWeatherSourcesInput;
  ResendActivationPayload: ResolverTypeWrapper<ResendActivationPayload>;
  ResendAgRetailerInvitePayload: ResolverTypeWrapper<ResendAgRetailerInvitePayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RevokeConnectedAppPayload: ResolverTypeWrapper<RevokeConnectedAppPayload>;
  SaveReportInput: SaveReportInput;
  SecurityAnswerInput: SecurityAnswerInput;
  SecurityAnswerPayload: ResolverTypeWrapper<SecurityAnswerPayload>;
  SecurityQuestion: ResolverTypeWrapper<SecurityQuestion>;
  SendAgRetailerInvitePayload: ResolverTypeWrapper<SendAgRetailerInvitePayload>;
  SessionUrlPayload: ResolverTypeWrapper<SessionUrlPayload>;
  SplitFieldPayload: ResolverTypeWrapper<Omit<SplitFieldPayload, 'fields'> & { fields?: Maybe<Array<ResolversTypes['Field']>> }>;
  SprayHour: ResolverTypeWrapper<ApiSprayHour>;
  SprayNotice: ResolverTypeWrapper<ApiSprayNotice>;
  SprayNoticeKind: SprayNoticeKind;
  SprayPlanInput: SprayPlanInput;
  SprayPlanner: ResolverTypeWrapper<ApiSprayPlanner>;
  SprayPlannerPayload: ResolverTypeWrapper<Omit<SprayPlannerPayload, 'planner'> & { planner?: Maybe<ResolversTypes['SprayPlanner']> }>;
  SprayReadings: ResolverTypeWrapper<ApiSprayReadings>;
  SprayWindow: ResolverTypeWrapper<SprayWindow>;
  Sprayability: ResolverTypeWrapper<ApiSprayability>;
  SprayedField: ResolverTypeWrapper<SprayedField>;
  SprayedGroup: ResolverTypeWrapper<ApiSprayedGroup>;
  SprayedTankMix: ResolverTypeWrapper<SprayedTankMix>;
  StaffAccount: ResolverTypeWrapper<ApiStaffAccount>;
  StaffAccountPage: ResolverTypeWrapper<Omit<StaffAccountPage, 'meta' | 'result'> & { meta: ResolversTypes['PaginationMeta'], result: Array<ResolversTypes['StaffAccount']> }>;
  StaffAccountPayload: ResolverTypeWrapper<Omit<StaffAccountPayload, 'account'> & { account?: Maybe<ResolversTypes['StaffAccount']> }>;
  StartSprayingInput: StartSprayingInput;
  StopSprayingPayload: ResolverTypeWrapper<StopSprayingPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionPlan: SubscriptionPlan;
  TankMix: ResolverTypeWrapper<ApiTankMix>;
  TankMixPayload: ResolverTypeWrapper<Omit<TankMixPayload, 'tankMix'> & { tankMix?: Maybe<ResolversTypes['TankMix']> }>;
  TutorialFlags: ResolverTypeWrapper<ApiTutorialFlags>;
  TutorialFlagsInput: TutorialFlagsInput;
  TutorialsPayload: ResolverTypeWrapper<Omit<TutorialsPayload, 'tutorial'> & { tutorial?: Maybe<ResolversTypes['TutorialFlags']> }>;
  UpdateFieldInput: UpdateFieldInput;
  UpdateMeInput: UpdateMeInput;
  UpdatePartnerAppInput: UpdatePartnerAppInput;
  UpdatePartnerAppPayload: ResolverTypeWrapper<Omit<UpdatePartnerAppPayload, 'app'> & { app?: Maybe<ResolversTypes['PartnerApp']> }>;
  User: ResolverTypeWrapper<ApiUser>;
  UserError: ResolverTypeWrapper<UserError>;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  VerifyCardPayload: ResolverTypeWrapper<VerifyCardPayload>;
  WeatherHour: ResolverTypeWrapper<ApiWeatherHour>;
  WeatherNow: ResolverTypeWrapper<ApiWeatherNow>;
  WeatherSource: WeatherSource;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttempt>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryShape>;
  WebhookDeliveryPayload: ResolverTypeWrapper<Omit<WebhookDeliveryPayload, 'delivery'> & { delivery?: Maybe<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountPlan: ApiAccountPlan;
  ActiveIngredient: ApiActiveIngredient;
  AddWebhookEndpointInput: AddWebhookEndpointInput;
  AddWebhookEndpointPayload: AddWebhookEndpointPayload;
  AdjacentField: ApiAdjacentField;
  AdjacentTrait: ApiAdjacentTrait;
  AdjacentTraitInput: AdjacentTraitInput;
  AdjacentTraitPayload: Omit<AdjacentTraitPayload, 'adjacentTrait'> & { adjacentTrait?: Maybe<ResolversParentTypes['AdjacentTrait']> };
  AgRetailerInvite: ApiAgRetailerInvite;
  AgRetailerInvitePayload: Omit<AgRetailerInvitePayload, 'invite'> & { invite?: Maybe<ResolversParentTypes['AgRetailerInvite']> };
  AmendReportInput: AmendReportInput;
  AssignedAccount: ApiAssignedAccount;
  AssignedAccountPage: Omit<AssignedAccountPage, 'meta' | 'result'> & { meta: ResolversParentTypes['PaginationMeta'], result: Array<ResolversParentTypes['AssignedAccount']> };
  AssignedFarm: ApiAssignedFarm;
  AssignedRetailer: ApiAssignedRetailer;
  AssignedRetailerPage: Omit<AssignedRetailerPage, 'meta' | 'result'> & { meta: ResolversParentTypes['PaginationMeta'], result: Array<ResolversParentTypes['AssignedRetailer']> };
  AuditAccount: ApiAuditAccount;
  AuditEntry: ApiAuditEntry;
  AuditPage: Omit<AuditPage, 'meta' | 'result'> & { meta: ResolversParentTypes['PaginationMeta'], result: Array<ResolversParentTypes['AuditEntry']> };
  AuditPerson: ApiAuditPerson;
  AuthPayload: Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Boolean: Scalars['Boolean']['output'];
  Boundary: Boundary;
  BoundaryFile: BoundaryFile;
  BulkFieldInput: BulkFieldInput;
  BulkFieldsPayload: Omit<BulkFieldsPayload, 'fields'> & { fields?: Maybe<Array<ResolversParentTypes['Field']>> };
  BuyPackageInput: BuyPackageInput;
  BuyPackagePayload: BuyPackagePayload;
  CancelAgRetailerInvitePayload: CancelAgRetailerInvitePayload;
  CardInput: CardInput;
  CardOnFile: ApiCardOnFile;
  ChangePasswordInput: ChangePasswordInput;
  ChangeSecretPayload: ChangeSecretPayload;
  ChangeSecurityAnswerInput: ChangeSecurityAnswerInput;
  ChangeSubscriptionInput: ChangeSubscriptionInput;
  ChangeSubscriptionPayload: Omit<ChangeSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversParentTypes['AccountPlan']> };
  ClaimFieldInput: ClaimFieldInput;
  ClaimFieldPayload: Omit<ClaimFieldPayload, 'field'> & { field?: Maybe<ResolversParentTypes['Field']> };
  CluBatch: NodeBatch;
  CluField: Omit<CluField, 'owner'> & { owner?: Maybe<ResolversParentTypes['FieldOwner']> };
  CluNode: ApiCluNode;
  CluNodeCursor: CluNodeCursor;
  CluRawBatch: CluRawBatch;
  CluWireFields: Scalars['CluWireFields']['output'];
  ColorSchema: ApiColorSchema;
  CompatibilityInput: CompatibilityInput;
  CompatibilityVerdict: ApiVerdict;
  ConnectedApp: ConnectedApp;
  CouponPayload: CouponPayload;
  CreateFieldInput: CreateFieldInput;
  CreateTankMixInput: CreateTankMixInput;
  Crop: ApiCrop;
  CropTargetInput: CropTargetInput;
  CropTrait: ApiCropTrait;
  CropTraitGroup: ApiCropTraitGroup;
  DeleteFarmPayload: DeleteFarmPayload;
  DeleteFieldPayload: DeleteFieldPayload;
  DeleteTankMixPayload: DeleteTankMixPayload;
  DisputeArea: DisputeArea;
  DisputeField: DisputeField;
  DrawnField: DrawnField;
  DriftZone: ApiDriftZone;
  DriftZoneResult: Omit<DriftZoneResult, 'zone'> & { zone?: Maybe<ResolversParentTypes['DriftZone']> };
  DropletSizeClass: DropletSizeClass;
  EncodedRings: Scalars['EncodedRings']['output'];
  Farm: ApiFarm;
  FarmPayload: Omit<FarmPayload, 'farm'> & { farm?: Maybe<ResolversParentTypes['Farm']> };
  Field: ApiField;
  FieldOwner: ApiFieldOwner;
  FieldPayload: Omit<FieldPayload, 'field'> & { field?: Maybe<ResolversParentTypes['Field']> };
  FieldSpray: Omit<FieldSpray, 'adjacentFields' | 'sprayability'> & { adjacentFields: Array<ResolversParentTypes['AdjacentField']>, sprayability?: Maybe<ResolversParentTypes['Sprayability']> };
  FieldWeather: ApiFieldWeather;
  FieldWeatherResult: Omit<FieldWeatherResult, 'weather'> & { weather?: Maybe<ResolversParentTypes['FieldWeather']> };
  Float: Scalars['Float']['output'];
  HerbicideGroup: ApiHerbicideGroup;
  ID: Scalars['ID']['output'];
  ImportFieldsInput: ImportFieldsInput;
  ImportFieldsPayload: ImportFieldsPayload;
  ImportReport: ImportReport;
  ImportedFeature: ImportedFeature;
  Int: Scalars['Int']['output'];
  InviteNeighbourPayload: InviteNeighbourPayload;
  LabelBreach: ApiLabelBreach;
  LabelInTank: ApiLabelInTank;
  LabelProduct: ApiLabelProduct;
  LatLng: LatLng;
  LatLngInput: LatLngInput;
  MapField: ApiMapField;
  MapFields: MapFields;
  MatchingField: MatchingField;
  Mutation: Record<PropertyKey, never>;
  MyCropTraitsPayload: Omit<MyCropTraitsPayload, 'cropTraits'> & { cropTraits?: Maybe<Array<ResolversParentTypes['CropTrait']>> };
  MyCropsPayload: Omit<MyCropsPayload, 'cropTraits' | 'crops'> & { cropTraits?: Maybe<Array<ResolversParentTypes['CropTrait']>>, crops?: Maybe<Array<ResolversParentTypes['Crop']>> };
  MyHerbicideGroupsPayload: Omit<MyHerbicideGroupsPayload, 'herbicideGroups'> & { herbicideGroups?: Maybe<Array<ResolversParentTypes['HerbicideGroup']>> };
  NeighborWarning: ApiNeighborWarning;
  NoticeField: ApiNoticeField;
  NozzleManufacturer: NozzleManufacturer;
  NozzleReference: ApiNozzleReference;
  NozzleSize: NozzleSize;
  NozzleType: NozzleType;
  Package: ApiPackage;
  PageMeta: PageMeta;
  PaginationMeta: ApiPaginationMeta;
  PartnerApp: PartnerAppShape;
  PartnerAppSummary: PartnerAppSummary;
  PartnerConsent: PartnerConsent;
  PartnerConsentFarm: PartnerConsentFarm;
  PartnerConsentPayload: PartnerConsentPayload;
  PartnerOperation: PartnerOperation;
  PartnerScopeGrant: PartnerScopeGrant;
  PendingInvite: ApiPendingInvite;
  PendingInvitePage: Omit<PendingInvitePage, 'meta' | 'result'> & { meta: ResolversParentTypes['PaginationMeta'], result: Array<ResolversParentTypes['PendingInvite']> };
  ProductRegistration: ApiProductRegistration;
  Query: Record<PropertyKey, never>;
  RecoveryQuestionPayload: RecoveryQuestionPayload;
  RegisterInput: RegisterInput;
  RegisterPartnerAppInput: RegisterPartnerAppInput;
  RegisterPartnerAppPayload: Omit<RegisterPartnerAppPayload, 'app'> & { app?: Maybe<ResolversParentTypes['PartnerApp']> };
  RegisterPartnerOperationPayload: RegisterPartnerOperationPayload;
  RegisterPayload: Omit<RegisterPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  RemoveAdjacentTraitPayload: RemoveAdjacentTraitPayload;
  RemoveAgRetailerPayload: RemoveAgRetailerPayload;
  RemovePartnerAppPayload: RemovePartnerAppPayload;
  RemovePartnerOperationPayload: RemovePartnerOperationPayload;
  RemoveWebhookEndpointPayload: RemoveWebhookEndpointPayload;
  RenewalPackage: RenewalPackage;
  Report: ApiReport;
  ReportApplication: ReportApplication;
  ReportApplicationInput: ReportApplicationInput;
  ReportDicambaRecord: ReportDicambaRecord;
  ReportDicambaRecordInput: ReportDicambaRecordInput;
  ReportDraft: ApiReportDraft;
  ReportDraftField: ReportDraftField;
  ReportDraftWeather: ReportDraftWeather;
  ReportEquipment: ReportEquipment;
  ReportEquipmentInput: ReportEquipmentInput;
  ReportFinishWeather: ReportFinishWeather;
  ReportFinishWeatherInput: ReportFinishWeatherInput;
  ReportForm: ReportForm;
  ReportFormInput: ReportFormInput;
  ReportGeneralInfo: ReportGeneralInfo;
  ReportGeneralInfoInput: ReportGeneralInfoInput;
  ReportNozzle: ReportNozzle;
  ReportNozzleInput: ReportNozzleInput;
  ReportPage: Omit<ReportPage, 'results'> & { results: Array<ResolversParentTypes['Report']> };
  ReportPayload: Omit<ReportPayload, 'report'> & { report?: Maybe<ResolversParentTypes['Report']> };
  ReportRecord: ReportRecord;
  ReportRecordProducts: ReportRecordProducts;
  ReportRecordRow: ReportRecordRow;
  ReportRecordSection: ReportRecordSection;
  ReportRefill: ReportRefill;
  ReportRefillInput: ReportRefillInput;
  ReportSite: ReportSite;
  ReportSiteInput: ReportSiteInput;
  ReportStartCheck: ReportStartCheck;
  ReportStartCheckInput: ReportStartCheckInput;
  ReportWeather: ReportWeather;
  ReportWeatherInput: ReportWeatherInput;
  ReportWeatherSources: ReportWeatherSources;
  ReportWeatherSourcesInput: ReportWeatherSourcesInput;
  ResendActivationPayload: ResendActivationPayload;
  ResendAgRetailerInvitePayload: ResendAgRetailerInvitePayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RevokeConnectedAppPayload: RevokeConnectedAppPayload;
  SaveReportInput: SaveReportInput;
  SecurityAnswerInput: SecurityAnswerInput;
  SecurityAnswerPayload: SecurityAnswerPayload;
  SecurityQuestion: SecurityQuestion;
  SendAgRetailerInvitePayload: SendAgRetailerInvitePayload;
  SessionUrlPayload: SessionUrlPayload;
  SplitFieldPayload: Omit<SplitFieldPayload, 'fields'> & { fields?: Maybe<Array<ResolversParentTypes['Field']>> };
  SprayHour: ApiSprayHour;
  SprayNotice: ApiSprayNotice;
  SprayPlanInput: SprayPlanInput;
  SprayPlanner: ApiSprayPlanner;
  SprayPlannerPayload: Omit<SprayPlannerPayload, 'planner'> & { planner?: Maybe<ResolversParentTypes['SprayPlanner']> };
  SprayReadings: ApiSprayReadings;
  SprayWindow: SprayWindow;
  Sprayability: ApiSprayability;
  SprayedField: SprayedField;
  SprayedGroup: ApiSprayedGroup;
  SprayedTankMix: SprayedTankMix;
  StaffAccount: ApiStaffAccount;
  StaffAccountPage: Omit<StaffAccountPage, 'meta' | 'result'> & { meta: ResolversParentTypes['PaginationMeta'], result: Array<ResolversParentTypes['StaffAccount']> };
  StaffAccountPayload: Omit<StaffAccountPayload, 'account'> & { account?: Maybe<ResolversParentTypes['StaffAccount']> };
  StartSprayingInput: StartSprayingInput;
  StopSprayingPayload: StopSprayingPayload;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TankMix: ApiTankMix;
  TankMixPayload: Omit<TankMixPayload, 'tankMix'> & { tankMix?: Maybe<ResolversParentTypes['TankMix']> };
  TutorialFlags: ApiTutorialFlags;
  TutorialFlagsInput: TutorialFlagsInput;
  TutorialsPayload: Omit<TutorialsPayload, 'tutorial'> & { tutorial?: Maybe<ResolversParentTypes['TutorialFlags']> };
  UpdateFieldInput: UpdateFieldInput;
  UpdateMeInput: UpdateMeInput;
  UpdatePartnerAppInput: UpdatePartnerAppInput;
  UpdatePartnerAppPayload: Omit<UpdatePartnerAppPayload, 'app'> & { app?: Maybe<ResolversParentTypes['PartnerApp']> };
  User: ApiUser;
  UserError: UserError;
  UserPayload: Omit<UserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  VerifyCardPayload: VerifyCardPayload;
  WeatherHour: ApiWeatherHour;
  WeatherNow: ApiWeatherNow;
  WebhookAttempt: WebhookAttempt;
  WebhookDelivery: WebhookDeliveryShape;
  WebhookDeliveryPayload: Omit<WebhookDeliveryPayload, 'delivery'> & { delivery?: Maybe<ResolversParentTypes['WebhookDelivery']> };
  WebhookEndpoint: WebhookEndpoint;
};

export type AccountPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountPlan'] = ResolversParentTypes['AccountPlan']> = {
  account?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['CardOnFile']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['RenewalPackage']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['PaymentProviderKind'], ParentType, ContextType>;
  renews?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ActiveIngredientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActiveIngredient'] = ResolversParentTypes['ActiveIngredient']> = {
  chemicalFamily?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['HerbicideGroup'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddWebhookEndpointPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddWebhookEndpointPayload'] = ResolversParentTypes['AddWebhookEndpointPayload']> = {
  endpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdjacentFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdjacentField'] = ResolversParentTypes['AdjacentField']> = {
  compatible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  distanceFt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  injuring?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isBuilding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  polygons?: Resolver<Array<Array<Array<Array<ResolversTypes['Float']>>>>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdjacentTraitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdjacentTrait'] = ResolversParentTypes['AdjacentTrait']> = {
  adjecentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  crop?: Resolver<Maybe<ResolversTypes['Crop']>, ParentType, ContextType>;
  cropTrait?: Resolver<Maybe<ResolversTypes['CropTrait']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isBuilding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdjacentTraitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdjacentTraitPayload'] = ResolversParentTypes['AdjacentTraitPayload']> = {
  adjacentTrait?: Resolver<Maybe<ResolversTypes['AdjacentTrait']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upgradeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AgRetailerInviteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgRetailerInvite'] = ResolversParentTypes['AgRetailerInvite']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  growerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedBy?: Resolver<ResolversTypes['InviteSender'], ParentType, ContextType>;
  retailerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgRetailerInvitePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgRetailerInvitePayload'] = ResolversParentTypes['AgRetailerInvitePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['AgRetailerInvite']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AssignedAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedAccount'] = ResolversParentTypes['AssignedAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farms?: Resolver<Array<ResolversTypes['AssignedFarm']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEnteredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AssignedAccountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedAccountPage'] = ResolversParentTypes['AssignedAccountPage']> = {
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['AssignedAccount']>, ParentType, ContextType>;
};

export type AssignedFarmResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedFarm'] = ResolversParentTypes['AssignedFarm']> = {
  acres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fieldCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssignedRetailerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedRetailer'] = ResolversParentTypes['AssignedRetailer']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEnteredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AssignedRetailerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedRetailerPage'] = ResolversParentTypes['AssignedRetailerPage']> = {
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['AssignedRetailer']>, ParentType, ContextType>;
};

export type AuditAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditAccount'] = ResolversParentTypes['AuditAccount']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  account?: Resolver<Maybe<ResolversTypes['AuditAccount']>, ParentType, ContextType>;
  accountUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditPerson']>, ParentType, ContextType>;
  actorUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
};

export type AuditPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPerson'] = ResolversParentTypes['AuditPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  access?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  godMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refresh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type BoundaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Boundary'] = ResolversParentTypes['Boundary']> = {
  coordinates?: Resolver<Array<Array<Array<Array<ResolversTypes['Float']>>>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoundaryFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BoundaryFile'] = ResolversParentTypes['BoundaryFile']> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkFieldsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkFieldsPayload'] = ResolversParentTypes['BulkFieldsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<ResolversTypes['Field']>>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BuyPackagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyPackagePayload'] = ResolversParentTypes['BuyPackagePayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  invoiceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  planExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CancelAgRetailerInvitePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelAgRetailerInvitePayload'] = ResolversParentTypes['CancelAgRetailerInvitePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CardOnFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardOnFile'] = ResolversParentTypes['CardOnFile']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangeSecretPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeSecretPayload'] = ResolversParentTypes['ChangeSecretPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChangeSubscriptionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeSubscriptionPayload'] = ResolversParentTypes['ChangeSubscriptionPayload']> = {
  charged?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['AccountPlan']>, ParentType, ContextType>;
};

export type ClaimFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimFieldPayload'] = ResolversParentTypes['ClaimFieldPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['Field']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upgradeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CluBatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CluBatch'] = ResolversParentTypes['CluBatch']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['CluField']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wireFields?: Resolver<ResolversTypes['CluWireFields'], ParentType, ContextType>;
};

export type CluFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CluField'] = ResolversParentTypes['CluField']> = {
  acres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  neighbour?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['FieldOwner']>, ParentType, ContextType>;
  polygons?: Resolver<Array<ResolversTypes['EncodedRings']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CluNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CluNode'] = ResolversParentTypes['CluNode']> = {
  bbox?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  center?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
  fieldCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  geometryVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CluRawBatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CluRawBatch'] = ResolversParentTypes['CluRawBatch']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  geojson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface CluWireFieldsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CluWireFields'], any> {
  name: 'CluWireFields';
}

export type ColorSchemaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ColorSchema'] = ResolversParentTypes['ColorSchema']> = {
  claimedFields?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compatibleAdjacentField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disputedClus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drift?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incompatibleAdjacentField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mergeFieldsColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myFieldActive?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighbouringFieldsClaimed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighbouringFieldsFree?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unclaimedFields?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompatibilityVerdictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompatibilityVerdict'] = ResolversParentTypes['CompatibilityVerdict']> = {
  crop?: Resolver<ResolversTypes['Crop'], ParentType, ContextType>;
  cropTrait?: Resolver<Maybe<ResolversTypes['CropTrait']>, ParentType, ContextType>;
  injuring?: Resolver<Array<ResolversTypes['ActiveIngredient']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['CropRelation']>, ParentType, ContextType>;
  safe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConnectedAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectedApp'] = ResolversParentTypes['ConnectedApp']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  connectedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['PartnerScopeGrant']>, ParentType, ContextType>;
};

export type CouponPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponPayload'] = ResolversParentTypes['CouponPayload']> = {
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CropResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Crop'] = ResolversParentTypes['Crop']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  traits?: Resolver<Array<ResolversTypes['CropTrait']>, ParentType, ContextType>;
};

export type CropTraitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CropTrait'] = ResolversParentTypes['CropTrait']> = {
  crop?: Resolver<ResolversTypes['Crop'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  traitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CropTraitGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CropTraitGroup'] = ResolversParentTypes['CropTraitGroup']> = {
  crop?: Resolver<ResolversTypes['Crop'], ParentType, ContextType>;
  cropName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  traits?: Resolver<Array<ResolversTypes['CropTrait']>, ParentType, ContextType>;
};

export type DeleteFarmPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteFarmPayload'] = ResolversParentTypes['DeleteFarmPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeleteFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteFieldPayload'] = ResolversParentTypes['DeleteFieldPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeleteTankMixPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteTankMixPayload'] = ResolversParentTypes['DeleteTankMixPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DisputeAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisputeArea'] = ResolversParentTypes['DisputeArea']> = {
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  geometry?: Resolver<ResolversTypes['Boundary'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DisputeFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisputeField'] = ResolversParentTypes['DisputeField']> = {
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overlaps?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DrawnFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DrawnField'] = ResolversParentTypes['DrawnField']> = {
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  boundaryVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  disputeFields?: Resolver<Array<ResolversTypes['DisputeField']>, ParentType, ContextType>;
  farmName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geometry?: Resolver<ResolversTypes['Boundary'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  neighbour?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DriftZoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DriftZone'] = ResolversParentTypes['DriftZone']> = {
  acres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  activeIngredients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  boomHeightIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distanceFt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dropletClass?: Resolver<ResolversTypes['DropletClass'], ParentType, ContextType>;
  labelBufferActive?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labelBufferFt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  labelBufferSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  physicalDistanceFt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  polygons?: Resolver<Array<Array<Array<Array<ResolversTypes['Float']>>>>, ParentType, ContextType>;
  weatherSource?: Resolver<Maybe<ResolversTypes['WeatherSource']>, ParentType, ContextType>;
  windDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windDirectionDeg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windSpeedMph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DriftZoneResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DriftZoneResult'] = ResolversParentTypes['DriftZoneResult']> = {
  unavailable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['DriftZone']>, ParentType, ContextType>;
};

export type DropletSizeClassResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DropletSizeClass'] = ResolversParentTypes['DropletSizeClass']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vmdMicrons?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface EncodedRingsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EncodedRings'], any> {
  name: 'EncodedRings';
}

export type FarmResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Farm'] = ResolversParentTypes['Farm']> = {
  acres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fieldCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighbourPrompts?: Resolver<Array<ResolversTypes['MapField']>, ParentType, ContextType>;
  sprayPlanner?: Resolver<ResolversTypes['SprayPlanner'], ParentType, ContextType>;
};

export type FarmPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FarmPayload'] = ResolversParentTypes['FarmPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  farm?: Resolver<Maybe<ResolversTypes['Farm']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upgradeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Field'] = ResolversParentTypes['Field']> = {
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bbox?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  boundaryVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  center?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cluUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  crop?: Resolver<Maybe<ResolversTypes['Crop']>, ParentType, ContextType>;
  cropTrait?: Resolver<Maybe<ResolversTypes['CropTrait']>, ParentType, ContextType>;
  disputeFields?: Resolver<Array<ResolversTypes['DisputeField']>, ParentType, ContextType>;
  drift?: Resolver<ResolversTypes['DriftZoneResult'], ParentType, ContextType, Partial<FieldDriftArgs>>;
  endangeredSpeciesMeasures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  farm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  geometry?: Resolver<ResolversTypes['Boundary'], ParentType, ContextType>;
  isBuilding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mergedFrom?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighborCompatibility?: Resolver<Array<ResolversTypes['NeighborWarning']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['FieldOwner']>, ParentType, ContextType>;
  spray?: Resolver<ResolversTypes['FieldSpray'], ParentType, ContextType, Partial<FieldSprayArgs>>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  weather?: Resolver<ResolversTypes['FieldWeatherResult'], ParentType, ContextType>;
};

export type FieldOwnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldOwner'] = ResolversParentTypes['FieldOwner']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldPayload'] = ResolversParentTypes['FieldPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['Field']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldSprayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldSpray'] = ResolversParentTypes['FieldSpray']> = {
  adjacentFields?: Resolver<Array<ResolversTypes['AdjacentField']>, ParentType, ContextType>;
  sprayability?: Resolver<Maybe<ResolversTypes['Sprayability']>, ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldWeatherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldWeather'] = ResolversParentTypes['FieldWeather']> = {
  chanceOfRain0?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['WeatherHour']>, ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['WeatherSource'], ParentType, ContextType>;
  temperature0?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windDir0?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windSpeed0?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FieldWeatherResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldWeatherResult'] = ResolversParentTypes['FieldWeatherResult']> = {
  unavailable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weather?: Resolver<Maybe<ResolversTypes['FieldWeather']>, ParentType, ContextType>;
};

export type HerbicideGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HerbicideGroup'] = ResolversParentTypes['HerbicideGroup']> = {
  activeIngredients?: Resolver<Array<ResolversTypes['ActiveIngredient']>, ParentType, ContextType>;
  groupLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  herbicides?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteOfAction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportFieldsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportFieldsPayload'] = ResolversParentTypes['ImportFieldsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['ImportReport']>, ParentType, ContextType>;
};

export type ImportReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportReport'] = ResolversParentTypes['ImportReport']> = {
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['ImportedFeature']>, ParentType, ContextType>;
  nameColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notBoundaries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taken?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  written?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ImportedFeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportedFeature'] = ResolversParentTypes['ImportedFeature']> = {
  acres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['MatchingField']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportedFeatureStatus'], ParentType, ContextType>;
  taken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InviteNeighbourPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InviteNeighbourPayload'] = ResolversParentTypes['InviteNeighbourPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upgradeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LabelBreachResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelBreach'] = ResolversParentTypes['LabelBreach']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  found?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LabelRuleKind'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['LabelTier'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabelInTankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelInTank'] = ResolversParentTypes['LabelInTank']> = {
  active?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['LabelProduct']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabelProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelProduct'] = ResolversParentTypes['LabelProduct']> = {
  epaRegNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LatLngResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LatLng'] = ResolversParentTypes['LatLng']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MapFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MapField'] = ResolversParentTypes['MapField']> = {
  adjacentFields?: Resolver<Array<ResolversTypes['MapField']>, ParentType, ContextType>;
  adjacentTrait?: Resolver<Maybe<ResolversTypes['AdjacentTrait']>, ParentType, ContextType>;
  adjacentTraits?: Resolver<Array<ResolversTypes['AdjacentTrait']>, ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bbox?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  center?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cluUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  crop?: Resolver<Maybe<ResolversTypes['Crop']>, ParentType, ContextType>;
  cropTrait?: Resolver<Maybe<ResolversTypes['CropTrait']>, ParentType, ContextType>;
  disputeFields?: Resolver<Array<ResolversTypes['DisputeField']>, ParentType, ContextType>;
  drift?: Resolver<Maybe<ResolversTypes['DriftZone']>, ParentType, ContextType>;
  farm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasAdjacentTrait?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBuilding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['FieldOwner']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  weather?: Resolver<Maybe<ResolversTypes['WeatherNow']>, ParentType, ContextType>;
};

export type MapFieldsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MapFields'] = ResolversParentTypes['MapFields']> = {
  disputes?: Resolver<Array<ResolversTypes['DisputeArea']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['DrawnField']>, ParentType, ContextType>;
};

export type MatchingFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MatchingField'] = ResolversParentTypes['MatchingField']> = {
  farm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  farmName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptAgRetailerInvite?: Resolver<ResolversTypes['AgRetailerInvitePayload'], ParentType, ContextType, RequireFields<MutationAcceptAgRetailerInviteArgs, 'inviteHash'>>;
  activateAccount?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'activationHash' | 'userUuid'>>;
  addAdjacentTrait?: Resolver<ResolversTypes['AdjacentTraitPayload'], ParentType, ContextType, RequireFields<MutationAddAdjacentTraitArgs, 'input' | 'uuid'>>;
  addFarm?: Resolver<ResolversTypes['FarmPayload'], ParentType, ContextType, RequireFields<MutationAddFarmArgs, 'name'>>;
  addWebhookEndpoint?: Resolver<ResolversTypes['AddWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationAddWebhookEndpointArgs, 'input'>>;
  amendReport?: Resolver<ResolversTypes['ReportPayload'], ParentType, ContextType, RequireFields<MutationAmendReportArgs, 'input'>>;
  answerPartnerConsent?: Resolver<ResolversTypes['PartnerConsentPayload'], ParentType, ContextType, RequireFields<MutationAnswerPartnerConsentArgs, 'allow' | 'uid'>>;
  billingPortalSession?: Resolver<ResolversTypes['SessionUrlPayload'], ParentType, ContextType>;
  bulkEditFields?: Resolver<ResolversTypes['BulkFieldsPayload'], ParentType, ContextType, RequireFields<MutationBulkEditFieldsArgs, 'items'>>;
  buyPackage?: Resolver<ResolversTypes['BuyPackagePayload'], ParentType, ContextType, RequireFields<MutationBuyPackageArgs, 'input'>>;
  cancelAgRetailerInvite?: Resolver<ResolversTypes['CancelAgRetailerInvitePayload'], ParentType, ContextType, RequireFields<MutationCancelAgRetailerInviteArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['ChangeSecretPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeSecurityAnswer?: Resolver<ResolversTypes['ChangeSecretPayload'], ParentType, ContextType, RequireFields<MutationChangeSecurityAnswerArgs, 'input'>>;
  changeSubscription?: Resolver<ResolversTypes['ChangeSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationChangeSubscriptionArgs, 'input'>>;
  checkoutSession?: Resolver<ResolversTypes['SessionUrlPayload'], ParentType, ContextType, RequireFields<MutationCheckoutSessionArgs, 'packageStripeId'>>;
  claimField?: Resolver<ResolversTypes['ClaimFieldPayload'], ParentType, ContextType, RequireFields<MutationClaimFieldArgs, 'input' | 'uuid'>>;
  confirmEmailChange?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  createField?: Resolver<ResolversTypes['ClaimFieldPayload'], ParentType, ContextType, RequireFields<MutationCreateFieldArgs, 'input'>>;
  createTankMix?: Resolver<ResolversTypes['TankMixPayload'], ParentType, ContextType, RequireFields<MutationCreateTankMixArgs, 'input'>>;
  deleteFarm?: Resolver<ResolversTypes['DeleteFarmPayload'], ParentType, ContextType, RequireFields<MutationDeleteFarmArgs, 'id'>>;
  deleteField?: Resolver<ResolversTypes['DeleteFieldPayload'], ParentType, ContextType, RequireFields<MutationDeleteFieldArgs, 'uuid'>>;
  deleteTankMix?: Resolver<ResolversTypes['DeleteTankMixPayload'], ParentType, ContextType, RequireFields<MutationDeleteTankMixArgs, 'id'>>;
  enterGodMode?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationEnterGodModeArgs, 'uuid'>>;
  importFarmFields?: Resolver<ResolversTypes['ImportFieldsPayload'], ParentType, ContextType, RequireFields<MutationImportFarmFieldsArgs, 'farm' | 'input'>>;
  inviteNeighbour?: Resolver<ResolversTypes['InviteNeighbourPayload'], ParentType, ContextType, RequireFields<MutationInviteNeighbourArgs, 'email' | 'uuid'>>;
  leaveGodMode?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationLeaveGodModeArgs>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  mergeFields?: Resolver<ResolversTypes['FieldPayload'], ParentType, ContextType, RequireFields<MutationMergeFieldsArgs, 'mergeFields' | 'uuid'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'clientId' | 'deliveryId'>>;
  refreshSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationRefreshSessionArgs>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerPartnerApp?: Resolver<ResolversTypes['RegisterPartnerAppPayload'], ParentType, ContextType, RequireFields<MutationRegisterPartnerAppArgs, 'input'>>;
  registerPartnerOperation?: Resolver<ResolversTypes['RegisterPartnerOperationPayload'], ParentType, ContextType, RequireFields<MutationRegisterPartnerOperationArgs, 'clientId' | 'document'>>;
  removeAdjacentTrait?: Resolver<ResolversTypes['RemoveAdjacentTraitPayload'], ParentType, ContextType, RequireFields<MutationRemoveAdjacentTraitArgs, 'id' | 'uuid'>>;
  removeAgRetailer?: Resolver<ResolversTypes['RemoveAgRetailerPayload'], ParentType, ContextType, RequireFields<MutationRemoveAgRetailerArgs, 'id'>>;
  removePartnerApp?: Resolver<ResolversTypes['RemovePartnerAppPayload'], ParentType, ContextType, RequireFields<MutationRemovePartnerAppArgs, 'clientId'>>;
  removePartnerOperation?: Resolver<ResolversTypes['RemovePartnerOperationPayload'], ParentType, ContextType, RequireFields<MutationRemovePartnerOperationArgs, 'clientId' | 'sha256Hash'>>;
  removeWebhookEndpoint?: Resolver<ResolversTypes['RemoveWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationRemoveWebhookEndpointArgs, 'clientId' | 'id'>>;
  renameFarm?: Resolver<ResolversTypes['FarmPayload'], ParentType, ContextType, RequireFields<MutationRenameFarmArgs, 'id' | 'name'>>;
  resendActivation?: Resolver<ResolversTypes['ResendActivationPayload'], ParentType, ContextType, RequireFields<MutationResendActivationArgs, 'email'>>;
  resendAgRetailerInvite?: Resolver<ResolversTypes['ResendAgRetailerInvitePayload'], ParentType, ContextType, RequireFields<MutationResendAgRetailerInviteArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeConnectedApp?: Resolver<ResolversTypes['RevokeConnectedAppPayload'], ParentType, ContextType, RequireFields<MutationRevokeConnectedAppArgs, 'clientId'>>;
  saveReport?: Resolver<ResolversTypes['ReportPayload'], ParentType, ContextType, RequireFields<MutationSaveReportArgs, 'input'>>;
  sendAgRetailerInvite?: Resolver<ResolversTypes['SendAgRetailerInvitePayload'], ParentType, ContextType, RequireFields<MutationSendAgRetailerInviteArgs, 'email'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'clientId' | 'endpointId'>>;
  setAccountDeveloper?: Resolver<ResolversTypes['StaffAccountPayload'], ParentType, ContextType, RequireFields<MutationSetAccountDeveloperArgs, 'on' | 'uuid'>>;
  setDeveloper?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetDeveloperArgs, 'on'>>;
  setMyCropTraits?: Resolver<ResolversTypes['MyCropTraitsPayload'], ParentType, ContextType, RequireFields<MutationSetMyCropTraitsArgs, 'cropTraitIds'>>;
  setMyCrops?: Resolver<ResolversTypes['MyCropsPayload'], ParentType, ContextType, RequireFields<MutationSetMyCropsArgs, 'cropIds'>>;
  setMyHerbicideGroups?: Resolver<ResolversTypes['MyHerbicideGroupsPayload'], ParentType, ContextType, RequireFields<MutationSetMyHerbicideGroupsArgs, 'herbicideGroupIds'>>;
  setMyNeighborCrops?: Resolver<ResolversTypes['MyCropsPayload'], ParentType, ContextType, RequireFields<MutationSetMyNeighborCropsArgs, 'cropIds'>>;
  splitField?: Resolver<ResolversTypes['SplitFieldPayload'], ParentType, ContextType, RequireFields<MutationSplitFieldArgs, 'line' | 'uuid'>>;
  startSpraying?: Resolver<ResolversTypes['SprayPlannerPayload'], ParentType, ContextType, RequireFields<MutationStartSprayingArgs, 'input'>>;
  stopSpraying?: Resolver<ResolversTypes['StopSprayingPayload'], ParentType, ContextType, RequireFields<MutationStopSprayingArgs, 'farmId'>>;
  updateAdjacentTrait?: Resolver<ResolversTypes['AdjacentTraitPayload'], ParentType, ContextType, RequireFields<MutationUpdateAdjacentTraitArgs, 'id' | 'input' | 'uuid'>>;
  updateField?: Resolver<ResolversTypes['FieldPayload'], ParentType, ContextType, RequireFields<MutationUpdateFieldArgs, 'input' | 'uuid'>>;
  updateMe?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  updatePartnerApp?: Resolver<ResolversTypes['UpdatePartnerAppPayload'], ParentType, ContextType, RequireFields<MutationUpdatePartnerAppArgs, 'input'>>;
  updateTutorials?: Resolver<ResolversTypes['TutorialsPayload'], ParentType, ContextType, RequireFields<MutationUpdateTutorialsArgs, 'input'>>;
  verifyCard?: Resolver<ResolversTypes['VerifyCardPayload'], ParentType, ContextType, RequireFields<MutationVerifyCardArgs, 'input'>>;
  verifyCoupon?: Resolver<ResolversTypes['CouponPayload'], ParentType, ContextType, RequireFields<MutationVerifyCouponArgs, 'couponCode'>>;
  verifySecurityAnswer?: Resolver<ResolversTypes['SecurityAnswerPayload'], ParentType, ContextType, RequireFields<MutationVerifySecurityAnswerArgs, 'input'>>;
};

export type MyCropTraitsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyCropTraitsPayload'] = ResolversParentTypes['MyCropTraitsPayload']> = {
  cropTraits?: Resolver<Maybe<Array<ResolversTypes['CropTrait']>>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MyCropsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyCropsPayload'] = ResolversParentTypes['MyCropsPayload']> = {
  cropTraits?: Resolver<Maybe<Array<ResolversTypes['CropTrait']>>, ParentType, ContextType>;
  crops?: Resolver<Maybe<Array<ResolversTypes['Crop']>>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MyHerbicideGroupsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyHerbicideGroupsPayload'] = ResolversParentTypes['MyHerbicideGroupsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  herbicideGroups?: Resolver<Maybe<Array<ResolversTypes['HerbicideGroup']>>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NeighborWarningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NeighborWarning'] = ResolversParentTypes['NeighborWarning']> = {
  crop?: Resolver<ResolversTypes['Crop'], ParentType, ContextType>;
  cropTrait?: Resolver<Maybe<ResolversTypes['CropTrait']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  injuring?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NoticeFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticeField'] = ResolversParentTypes['NoticeField']> = {
  cropTrait?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  injuredBy?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NozzleManufacturerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NozzleManufacturer'] = ResolversParentTypes['NozzleManufacturer']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noozleTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noozleTypes?: Resolver<Array<ResolversTypes['NozzleType']>, ParentType, ContextType>;
};

export type NozzleReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NozzleReference'] = ResolversParentTypes['NozzleReference']> = {
  dropletClasses?: Resolver<Array<ResolversTypes['DropletSizeClass']>, ParentType, ContextType>;
  manufacturers?: Resolver<Array<ResolversTypes['NozzleManufacturer']>, ParentType, ContextType>;
  nozzleSizes?: Resolver<Array<ResolversTypes['NozzleSize']>, ParentType, ContextType>;
  pumpPressures?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type NozzleSizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NozzleSize'] = ResolversParentTypes['NozzleSize']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gpmAt40Psi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type NozzleTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NozzleType'] = ResolversParentTypes['NozzleType']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageStripeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PageMetaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageMeta'] = ResolversParentTypes['PageMeta']> = {
  nextPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resultsOnPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaginationMetaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaginationMeta'] = ResolversParentTypes['PaginationMeta']> = {
  nextPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resultsOnPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerApp'] = ResolversParentTypes['PartnerApp']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  confidential?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operations?: Resolver<Array<ResolversTypes['PartnerOperation']>, ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<PartnerAppWebhookDeliveriesArgs, 'limit'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type PartnerAppSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerAppSummary'] = ResolversParentTypes['PartnerAppSummary']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerConsentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerConsent'] = ResolversParentTypes['PartnerConsent']> = {
  app?: Resolver<ResolversTypes['PartnerAppSummary'], ParentType, ContextType>;
  farms?: Resolver<Array<ResolversTypes['PartnerConsentFarm']>, ParentType, ContextType>;
  redirectOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['PartnerScopeGrant']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PartnerConsentFarmResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerConsentFarm'] = ResolversParentTypes['PartnerConsentFarm']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerConsentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerConsentPayload'] = ResolversParentTypes['PartnerConsentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redirectTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PartnerOperationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerOperation'] = ResolversParentTypes['PartnerOperation']> = {
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256Hash?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PartnerScopeGrantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerScopeGrant'] = ResolversParentTypes['PartnerScopeGrant']> = {
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingInviteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingInvite'] = ResolversParentTypes['PendingInvite']> = {
  business?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['InviteDirection'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<ResolversTypes['InviteSender'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingInvitePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingInvitePage'] = ResolversParentTypes['PendingInvitePage']> = {
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['PendingInvite']>, ParentType, ContextType>;
};

export type ProductRegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductRegistration'] = ResolversParentTypes['ProductRegistration']> = {
  epaRegNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountPlan?: Resolver<Maybe<ResolversTypes['AccountPlan']>, ParentType, ContextType>;
  adjacentFields?: Resolver<Array<ResolversTypes['AdjacentField']>, ParentType, ContextType, RequireFields<QueryAdjacentFieldsArgs, 'uuid'>>;
  agRetailerInvite?: Resolver<ResolversTypes['AgRetailerInvitePayload'], ParentType, ContextType, RequireFields<QueryAgRetailerInviteArgs, 'inviteHash'>>;
  assignedAccounts?: Resolver<ResolversTypes['AssignedAccountPage'], ParentType, ContextType, RequireFields<QueryAssignedAccountsArgs, 'page'>>;
  assignedFarmFields?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType, RequireFields<QueryAssignedFarmFieldsArgs, 'account' | 'farm'>>;
  assignedRetailers?: Resolver<ResolversTypes['AssignedRetailerPage'], ParentType, ContextType, RequireFields<QueryAssignedRetailersArgs, 'page'>>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page'>>;
  cluCoverage?: Resolver<Array<ResolversTypes['CluNode']>, ParentType, ContextType, RequireFields<QueryCluCoverageArgs, 'east' | 'north' | 'south' | 'west'>>;
  cluNodes?: Resolver<Array<ResolversTypes['CluNode']>, ParentType, ContextType, RequireFields<QueryCluNodesArgs, 'lat' | 'lng'>>;
  colorSchema?: Resolver<ResolversTypes['ColorSchema'], ParentType, ContextType>;
  compatibility?: Resolver<Array<ResolversTypes['CompatibilityVerdict']>, ParentType, ContextType, RequireFields<QueryCompatibilityArgs, 'input'>>;
  connectedApps?: Resolver<Array<ResolversTypes['ConnectedApp']>, ParentType, ContextType>;
  cropTraitGroups?: Resolver<Array<ResolversTypes['CropTraitGroup']>, ParentType, ContextType>;
  crops?: Resolver<Array<ResolversTypes['Crop']>, ParentType, ContextType>;
  currentSprays?: Resolver<Array<ResolversTypes['SprayPlanner']>, ParentType, ContextType>;
  emailRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailRegisteredArgs, 'email'>>;
  farmFieldsFile?: Resolver<ResolversTypes['BoundaryFile'], ParentType, ContextType, RequireFields<QueryFarmFieldsFileArgs, 'farm' | 'format'>>;
  fieldDrift?: Resolver<ResolversTypes['DriftZoneResult'], ParentType, ContextType, RequireFields<QueryFieldDriftArgs, 'uuid'>>;
  herbicideGroups?: Resolver<Array<ResolversTypes['HerbicideGroup']>, ParentType, ContextType>;
  mapField?: Resolver<Maybe<ResolversTypes['MapField']>, ParentType, ContextType, RequireFields<QueryMapFieldArgs, 'uuid'>>;
  mapFields?: Resolver<ResolversTypes['MapFields'], ParentType, ContextType, RequireFields<QueryMapFieldsArgs, 'east' | 'north' | 'south' | 'west'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myCropTraits?: Resolver<Array<ResolversTypes['CropTrait']>, ParentType, ContextType>;
  myCrops?: Resolver<Array<ResolversTypes['Crop']>, ParentType, ContextType>;
  myFarms?: Resolver<Array<ResolversTypes['Farm']>, ParentType, ContextType>;
  myHerbicideGroups?: Resolver<Array<ResolversTypes['HerbicideGroup']>, ParentType, ContextType>;
  myNeighborCrops?: Resolver<Array<ResolversTypes['Crop']>, ParentType, ContextType>;
  myTankMixes?: Resolver<Array<ResolversTypes['TankMix']>, ParentType, ContextType>;
  nozzleReference?: Resolver<ResolversTypes['NozzleReference'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  partnerApps?: Resolver<Array<ResolversTypes['PartnerApp']>, ParentType, ContextType>;
  partnerConsent?: Resolver<ResolversTypes['PartnerConsent'], ParentType, ContextType, RequireFields<QueryPartnerConsentArgs, 'uid'>>;
  pendingInvites?: Resolver<ResolversTypes['PendingInvitePage'], ParentType, ContextType, RequireFields<QueryPendingInvitesArgs, 'page'>>;
  productRegistrations?: Resolver<Array<ResolversTypes['ProductRegistration']>, ParentType, ContextType>;
  recoveryQuestion?: Resolver<ResolversTypes['RecoveryQuestionPayload'], ParentType, ContextType, RequireFields<QueryRecoveryQuestionArgs, 'email'>>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'id'>>;
  reportDraft?: Resolver<ResolversTypes['ReportDraft'], ParentType, ContextType, RequireFields<QueryReportDraftArgs, 'field'>>;
  reports?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryReportsArgs, 'page'>>;
  securityQuestions?: Resolver<Array<ResolversTypes['SecurityQuestion']>, ParentType, ContextType>;
  sprayNotices?: Resolver<Array<ResolversTypes['SprayNotice']>, ParentType, ContextType>;
  staffAccounts?: Resolver<ResolversTypes['StaffAccountPage'], ParentType, ContextType, RequireFields<QueryStaffAccountsArgs, 'page'>>;
  webhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<QueryWebhookDeliveryArgs, 'clientId' | 'id'>>;
};

export type RecoveryQuestionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecoveryQuestionPayload'] = ResolversParentTypes['RecoveryQuestionPayload']> = {
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  securityQuestion?: Resolver<Maybe<ResolversTypes['SecurityQuestion']>, ParentType, ContextType>;
};

export type RegisterPartnerAppPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPartnerAppPayload'] = ResolversParentTypes['RegisterPartnerAppPayload']> = {
  app?: Resolver<Maybe<ResolversTypes['PartnerApp']>, ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RegisterPartnerOperationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPartnerOperationPayload'] = ResolversParentTypes['RegisterPartnerOperationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  operation?: Resolver<Maybe<ResolversTypes['PartnerOperation']>, ParentType, ContextType>;
};

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RemoveAdjacentTraitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveAdjacentTraitPayload'] = ResolversParentTypes['RemoveAdjacentTraitPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upgradeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RemoveAgRetailerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveAgRetailerPayload'] = ResolversParentTypes['RemoveAgRetailerPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RemovePartnerAppPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovePartnerAppPayload'] = ResolversParentTypes['RemovePartnerAppPayload']> = {
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RemovePartnerOperationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovePartnerOperationPayload'] = ResolversParentTypes['RemovePartnerOperationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sha256Hash?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RemoveWebhookEndpointPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveWebhookEndpointPayload'] = ResolversParentTypes['RemoveWebhookEndpointPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RenewalPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenewalPackage'] = ResolversParentTypes['RenewalPackage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  acres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changeReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farmName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fieldName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  form?: Resolver<ResolversTypes['ReportForm'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mapUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfSha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['ReportRecord']>, ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportApplication'] = ResolversParentTypes['ReportApplication']> = {
  epaRegNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalAmountUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportDicambaRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportDicambaRecord'] = ResolversParentTypes['ReportDicambaRecord']> = {
  adjacentSurveyedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationTiming?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bufferAreas?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bufferReduction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cleanoutMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cleanoutOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refills?: Resolver<Array<ResolversTypes['ReportRefill']>, ParentType, ContextType>;
  registryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runoffPoints?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trainingCompletedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trainingProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportDraftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportDraft'] = ResolversParentTypes['ReportDraft']> = {
  field?: Resolver<ResolversTypes['ReportDraftField'], ParentType, ContextType>;
  form?: Resolver<ResolversTypes['ReportForm'], ParentType, ContextType>;
  onBehalf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weather?: Resolver<ResolversTypes['ReportDraftWeather'], ParentType, ContextType>;
};

export type ReportDraftFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportDraftField'] = ResolversParentTypes['ReportDraftField']> = {
  acres?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  farmName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReportDraftWeatherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportDraftWeather'] = ResolversParentTypes['ReportDraftWeather']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportEquipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportEquipment'] = ResolversParentTypes['ReportEquipment']> = {
  adjuvants?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierGpa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  downwindBufferFt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  groundSpeedMph?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  limitsExplanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportFinishWeatherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFinishWeather'] = ResolversParentTypes['ReportFinishWeather']> = {
  temperature?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  windDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windSpeed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ReportFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportForm'] = ResolversParentTypes['ReportForm']> = {
  applications?: Resolver<Array<ResolversTypes['ReportApplication']>, ParentType, ContextType>;
  dicambaRecord?: Resolver<Maybe<ResolversTypes['ReportDicambaRecord']>, ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['ReportEquipment'], ParentType, ContextType>;
  generalInfo?: Resolver<ResolversTypes['ReportGeneralInfo'], ParentType, ContextType>;
  nozzle?: Resolver<ResolversTypes['ReportNozzle'], ParentType, ContextType>;
  reportDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['ReportSite'], ParentType, ContextType>;
  startCheck?: Resolver<Maybe<ResolversTypes['ReportStartCheck']>, ParentType, ContextType>;
  weather?: Resolver<ResolversTypes['ReportWeather'], ParentType, ContextType>;
};

export type ReportGeneralInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportGeneralInfo'] = ResolversParentTypes['ReportGeneralInfo']> = {
  applicationStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationStop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationStopsNextDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicatorLicenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commercial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endangeredSpeciesAwareness?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  neighboursNotified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registryCheckedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sensitiveCropRegistry?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  supervisedApplicators?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportNozzleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportNozzle'] = ResolversParentTypes['ReportNozzle']> = {
  boomHeightTemp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dropletClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noozleSize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noozleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pumpPressure?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ReportPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
};

export type ReportPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportPayload'] = ResolversParentTypes['ReportPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType>;
};

export type ReportRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRecord'] = ResolversParentTypes['ReportRecord']> = {
  dateLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driftLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farmLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fieldName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  laterVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ReportRecordProducts'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ReportRecordSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportRecordProductsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRecordProducts'] = ResolversParentTypes['ReportRecordProducts']> = {
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ReportRecordRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRecordRow'] = ResolversParentTypes['ReportRecordRow']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportRecordSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRecordSection'] = ResolversParentTypes['ReportRecordSection']> = {
  rows?: Resolver<Array<ResolversTypes['ReportRecordRow']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportRefillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportRefill'] = ResolversParentTypes['ReportRefill']> = {
  temperature?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windSpeed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ReportSiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportSite'] = ResolversParentTypes['ReportSite']> = {
  areaTreatedAcres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cropOrSite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fsaFarmNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fsaFieldNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fsaTractNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportStartCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportStartCheck'] = ResolversParentTypes['ReportStartCheck']> = {
  confirmedForecast?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperatureF?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  windFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windMph?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ReportWeatherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportWeather'] = ResolversParentTypes['ReportWeather']> = {
  atFinish?: Resolver<ResolversTypes['ReportFinishWeather'], ParentType, ContextType>;
  forecastIssuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  humidity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  precipitation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<ResolversTypes['ReportWeatherSources'], ParentType, ContextType>;
  temperature?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  windDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windSpeed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ReportWeatherSourcesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportWeatherSources'] = ResolversParentTypes['ReportWeatherSources']> = {
  humidity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windSpeed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResendActivationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResendActivationPayload'] = ResolversParentTypes['ResendActivationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResendAgRetailerInvitePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResendAgRetailerInvitePayload'] = ResolversParentTypes['ResendAgRetailerInvitePayload']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RevokeConnectedAppPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeConnectedAppPayload'] = ResolversParentTypes['RevokeConnectedAppPayload']> = {
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SecurityAnswerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecurityAnswerPayload'] = ResolversParentTypes['SecurityAnswerPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resetToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SecurityQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecurityQuestion'] = ResolversParentTypes['SecurityQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendAgRetailerInvitePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendAgRetailerInvitePayload'] = ResolversParentTypes['SendAgRetailerInvitePayload']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upgradeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SessionUrlPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionUrlPayload'] = ResolversParentTypes['SessionUrlPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SplitFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SplitFieldPayload'] = ResolversParentTypes['SplitFieldPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<ResolversTypes['Field']>>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SprayHourResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayHour'] = ResolversParentTypes['SprayHour']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  breaches?: Resolver<Array<ResolversTypes['LabelBreach']>, ParentType, ContextType>;
  cautions?: Resolver<Array<ResolversTypes['LabelBreach']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SprayNoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayNotice'] = ResolversParentTypes['SprayNotice']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['NoticeField']>, ParentType, ContextType>;
  herbicides?: Resolver<Array<ResolversTypes['SprayedGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SprayNoticeKind'], ParentType, ContextType>;
  sprayId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sprayedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sprayer?: Resolver<Maybe<ResolversTypes['FieldOwner']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stoppedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SprayPlannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayPlanner'] = ResolversParentTypes['SprayPlanner']> = {
  confirmedForecast?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['SprayedField']>, ParentType, ContextType>;
  herbicideGroups?: Resolver<Array<ResolversTypes['SprayedGroup']>, ParentType, ContextType>;
  neighboursNotified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readings?: Resolver<Maybe<ResolversTypes['SprayReadings']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tankMix?: Resolver<Maybe<ResolversTypes['SprayedTankMix']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SprayPlannerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayPlannerPayload'] = ResolversParentTypes['SprayPlannerPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  planner?: Resolver<Maybe<ResolversTypes['SprayPlanner']>, ParentType, ContextType>;
};

export type SprayReadingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayReadings'] = ResolversParentTypes['SprayReadings']> = {
  temperatureF?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windFromDeg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windMph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SprayWindowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayWindow'] = ResolversParentTypes['SprayWindow']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SprayabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sprayability'] = ResolversParentTypes['Sprayability']> = {
  activeIngredients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  breaches?: Resolver<Array<ResolversTypes['LabelBreach']>, ParentType, ContextType>;
  cautions?: Resolver<Array<ResolversTypes['LabelBreach']>, ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  good?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['SprayHour']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['LabelInTank']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  weather?: Resolver<ResolversTypes['FieldWeather'], ParentType, ContextType>;
  windows?: Resolver<Array<ResolversTypes['SprayWindow']>, ParentType, ContextType>;
};

export type SprayedFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayedField'] = ResolversParentTypes['SprayedField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SprayedGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayedGroup'] = ResolversParentTypes['SprayedGroup']> = {
  groupLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  herbicideNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SprayedTankMixResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SprayedTankMix'] = ResolversParentTypes['SprayedTankMix']> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffAccount'] = ResolversParentTypes['StaffAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAgRetailer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeveloper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StaffAccountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffAccountPage'] = ResolversParentTypes['StaffAccountPage']> = {
  meta?: Resolver<ResolversTypes['PaginationMeta'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['StaffAccount']>, ParentType, ContextType>;
};

export type StaffAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffAccountPayload'] = ResolversParentTypes['StaffAccountPayload']> = {
  account?: Resolver<Maybe<ResolversTypes['StaffAccount']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StopSprayingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StopSprayingPayload'] = ResolversParentTypes['StopSprayingPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  farmId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  cluFields?: SubscriptionResolver<ResolversTypes['CluBatch'], "cluFields", ParentType, ContextType, RequireFields<SubscriptionCluFieldsArgs, 'nodes' | 'outerRingsOnly'>>;
  cluRawFields?: SubscriptionResolver<ResolversTypes['CluRawBatch'], "cluRawFields", ParentType, ContextType, RequireFields<SubscriptionCluRawFieldsArgs, 'after' | 'node'>>;
  currentSprays?: SubscriptionResolver<Array<ResolversTypes['SprayPlanner']>, "currentSprays", ParentType, ContextType>;
  serverTime?: SubscriptionResolver<ResolversTypes['String'], "serverTime", ParentType, ContextType>;
  sprayNotices?: SubscriptionResolver<ResolversTypes['SprayNotice'], "sprayNotices", ParentType, ContextType, Partial<SubscriptionSprayNoticesArgs>>;
};

export type TankMixResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TankMix'] = ResolversParentTypes['TankMix']> = {
  activeIngredients?: Resolver<Array<ResolversTypes['ActiveIngredient']>, ParentType, ContextType>;
  compatibility?: Resolver<Array<ResolversTypes['CompatibilityVerdict']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  herbicideGroups?: Resolver<Array<ResolversTypes['HerbicideGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TankMixPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TankMixPayload'] = ResolversParentTypes['TankMixPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tankMix?: Resolver<Maybe<ResolversTypes['TankMix']>, ParentType, ContextType>;
};

export type TutorialFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TutorialFlags'] = ResolversParentTypes['TutorialFlags']> = {
  farms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  herbicides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tankMix?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  traits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TutorialsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TutorialsPayload'] = ResolversParentTypes['TutorialsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tutorial?: Resolver<Maybe<ResolversTypes['TutorialFlags']>, ParentType, ContextType>;
};

export type UpdatePartnerAppPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdatePartnerAppPayload'] = ResolversParentTypes['UpdatePartnerAppPayload']> = {
  app?: Resolver<Maybe<ResolversTypes['PartnerApp']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  accountId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farmName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAgRetailer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeveloper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionPlan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  tutorial?: Resolver<ResolversTypes['TutorialFlags'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type VerifyCardPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyCardPayload'] = ResolversParentTypes['VerifyCardPayload']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethodId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WeatherHourResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeatherHour'] = ResolversParentTypes['WeatherHour']> = {
  chanceOfRain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  relativeHumidity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windDir?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windDirDeg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windSpeed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WeatherNowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeatherNow'] = ResolversParentTypes['WeatherNow']> = {
  chanceOfRain0?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['WeatherSource'], ParentType, ContextType>;
  temperature0?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windDir0?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windSpeed0?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WebhookAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attemptLog?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDeliveryPayload'] = ResolversParentTypes['WebhookDeliveryPayload']> = {
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountPlan?: AccountPlanResolvers<ContextType>;
  ActiveIngredient?: ActiveIngredientResolvers<ContextType>;
  AddWebhookEndpointPayload?: AddWebhookEndpointPayloadResolvers<ContextType>;
  AdjacentField?: AdjacentFieldResolvers<ContextType>;
  AdjacentTrait?: AdjacentTraitResolvers<ContextType>;
  AdjacentTraitPayload?: AdjacentTraitPayloadResolvers<ContextType>;
  AgRetailerInvite?: AgRetailerInviteResolvers<ContextType>;
  AgRetailerInvitePayload?: AgRetailerInvitePayloadResolvers<ContextType>;
  AssignedAccount?: AssignedAccountResolvers<ContextType>;
  AssignedAccountPage?: AssignedAccountPageResolvers<ContextType>;
  AssignedFarm?: AssignedFarmResolvers<ContextType>;
  AssignedRetailer?: AssignedRetailerResolvers<ContextType>;
  AssignedRetailerPage?: AssignedRetailerPageResolvers<ContextType>;
  AuditAccount?: AuditAccountResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuditPerson?: AuditPersonResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Boundary?: BoundaryResolvers<ContextType>;
  BoundaryFile?: BoundaryFileResolvers<ContextType>;
  BulkFieldsPayload?: BulkFieldsPayloadResolvers<ContextType>;
  BuyPackagePayload?: BuyPackagePayloadResolvers<ContextType>;
  CancelAgRetailerInvitePayload?: CancelAgRetailerInvitePayloadResolvers<ContextType>;
  CardOnFile?: CardOnFileResolvers<ContextType>;
  ChangeSecretPayload?: ChangeSecretPayloadResolvers<ContextType>;
  ChangeSubscriptionPayload?: ChangeSubscriptionPayloadResolvers<ContextType>;
  ClaimFieldPayload?: ClaimFieldPayloadResolvers<ContextType>;
  CluBatch?: CluBatchResolvers<ContextType>;
  CluField?: CluFieldResolvers<ContextType>;
  CluNode?: CluNodeResolvers<ContextType>;
  CluRawBatch?: CluRawBatchResolvers<ContextType>;
  CluWireFields?: GraphQLScalarType;
  ColorSchema?: ColorSchemaResolvers<ContextType>;
  CompatibilityVerdict?: CompatibilityVerdictResolvers<ContextType>;
  ConnectedApp?: ConnectedAppResolvers<ContextType>;
  CouponPayload?: CouponPayloadResolvers<ContextType>;
  Crop?: CropResolvers<ContextType>;
  CropTrait?: CropTraitResolvers<ContextType>;
  CropTraitGroup?: CropTraitGroupResolvers<ContextType>;
  DeleteFarmPayload?: DeleteFarmPayloadResolvers<ContextType>;
  DeleteFieldPayload?: DeleteFieldPayloadResolvers<ContextType>;
  DeleteTankMixPayload?: DeleteTankMixPayloadResolvers<ContextType>;
  DisputeArea?: DisputeAreaResolvers<ContextType>;
  DisputeField?: DisputeFieldResolvers<ContextType>;
  DrawnField?: DrawnFieldResolvers<ContextType>;
  DriftZone?: DriftZoneResolvers<ContextType>;
  DriftZoneResult?: DriftZoneResultResolvers<ContextType>;
  DropletSizeClass?: DropletSizeClassResolvers<ContextType>;
  EncodedRings?: GraphQLScalarType;
  Farm?: FarmResolvers<ContextType>;
  FarmPayload?: FarmPayloadResolvers<ContextType>;
  Field?: FieldResolvers<ContextType>;
  FieldOwner?: FieldOwnerResolvers<ContextType>;
  FieldPayload?: FieldPayloadResolvers<ContextType>;
  FieldSpray?: FieldSprayResolvers<ContextType>;
  FieldWeather?: FieldWeatherResolvers<ContextType>;
  FieldWeatherResult?: FieldWeatherResultResolvers<ContextType>;
  HerbicideGroup?: HerbicideGroupResolvers<ContextType>;
  ImportFieldsPayload?: ImportFieldsPayloadResolvers<ContextType>;
  ImportReport?: ImportReportResolvers<ContextType>;
  ImportedFeature?: ImportedFeatureResolvers<ContextType>;
  InviteNeighbourPayload?: InviteNeighbourPayloadResolvers<ContextType>;
  LabelBreach?: LabelBreachResolvers<ContextType>;
  LabelInTank?: LabelInTankResolvers<ContextType>;
  LabelProduct?: LabelProductResolvers<ContextType>;
  LatLng?: LatLngResolvers<ContextType>;
  MapField?: MapFieldResolvers<ContextType>;
  MapFields?: MapFieldsResolvers<ContextType>;
  MatchingField?: MatchingFieldResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyCropTraitsPayload?: MyCropTraitsPayloadResolvers<ContextType>;
  MyCropsPayload?: MyCropsPayloadResolvers<ContextType>;
  MyHerbicideGroupsPayload?: MyHerbicideGroupsPayloadResolvers<ContextType>;
  NeighborWarning?: NeighborWarningResolvers<ContextType>;
  NoticeField?: NoticeFieldResolvers<ContextType>;
  NozzleManufacturer?: NozzleManufacturerResolvers<ContextType>;
  NozzleReference?: NozzleReferenceResolvers<ContextType>;
  NozzleSize?: NozzleSizeResolvers<ContextType>;
  NozzleType?: NozzleTypeResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PageMeta?: PageMetaResolvers<ContextType>;
  PaginationMeta?: PaginationMetaResolvers<ContextType>;
  PartnerApp?: PartnerAppResolvers<ContextType>;
  PartnerAppSummary?: PartnerAppSummaryResolvers<ContextType>;
  PartnerConsent?: PartnerConsentResolvers<ContextType>;
  PartnerConsentFarm?: PartnerConsentFarmResolvers<ContextType>;
  PartnerConsentPayload?: PartnerConsentPayloadResolvers<ContextType>;
  PartnerOperation?: PartnerOperationResolvers<ContextType>;
  PartnerScopeGrant?: PartnerScopeGrantResolvers<ContextType>;
  PendingInvite?: PendingInviteResolvers<ContextType>;
  PendingInvitePage?: PendingInvitePageResolvers<ContextType>;
  ProductRegistration?: ProductRegistrationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecoveryQuestionPayload?: RecoveryQuestionPayloadResolvers<ContextType>;
  RegisterPartnerAppPayload?: RegisterPartnerAppPayloadResolvers<ContextType>;
  RegisterPartnerOperationPayload?: RegisterPartnerOperationPayloadResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RemoveAdjacentTraitPayload?: RemoveAdjacentTraitPayloadResolvers<ContextType>;
  RemoveAgRetailerPayload?: RemoveAgRetailerPayloadResolvers<ContextType>;
  RemovePartnerAppPayload?: RemovePartnerAppPayloadResolvers<ContextType>;
  RemovePartnerOperationPayload?: RemovePartnerOperationPayloadResolvers<ContextType>;
  RemoveWebhookEndpointPayload?: RemoveWebhookEndpointPayloadResolvers<ContextType>;
  RenewalPackage?: RenewalPackageResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportApplication?: ReportApplicationResolvers<ContextType>;
  ReportDicambaRecord?: ReportDicambaRecordResolvers<ContextType>;
  ReportDraft?: ReportDraftResolvers<ContextType>;
  ReportDraftField?: ReportDraftFieldResolvers<ContextType>;
  ReportDraftWeather?: ReportDraftWeatherResolvers<ContextType>;
  ReportEquipment?: ReportEquipmentResolvers<ContextType>;
  ReportFinishWeather?: ReportFinishWeatherResolvers<ContextType>;
  ReportForm?: ReportFormResolvers<ContextType>;
  ReportGeneralInfo?: ReportGeneralInfoResolvers<ContextType>;
  ReportNozzle?: ReportNozzleResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  ReportPayload?: ReportPayloadResolvers<ContextType>;
  ReportRecord?: ReportRecordResolvers<ContextType>;
  ReportRecordProducts?: ReportRecordProductsResolvers<ContextType>;
  ReportRecordRow?: ReportRecordRowResolvers<ContextType>;
  ReportRecordSection?: ReportRecordSectionResolvers<ContextType>;
  ReportRefill?: ReportRefillResolvers<ContextType>;
  ReportSite?: ReportSiteResolvers<ContextType>;
  ReportStartCheck?: ReportStartCheckResolvers<ContextType>;
  ReportWeather?: ReportWeatherResolvers<ContextType>;
  ReportWeatherSources?: ReportWeatherSourcesResolvers<ContextType>;
  ResendActivationPayload?: ResendActivationPayloadResolvers<ContextType>;
  ResendAgRetailerInvitePayload?: ResendAgRetailerInvitePayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RevokeConnectedAppPayload?: RevokeConnectedAppPayloadResolvers<ContextType>;
  SecurityAnswerPayload?: SecurityAnswerPayloadResolvers<ContextType>;
  SecurityQuestion?: SecurityQuestionResolvers<ContextType>;
  SendAgRetailerInvitePayload?: SendAgRetailerInvitePayloadResolvers<ContextType>;
  SessionUrlPayload?: SessionUrlPayloadResolvers<ContextType>;
  SplitFieldPayload?: SplitFieldPayloadResolvers<ContextType>;
  SprayHour?: SprayHourResolvers<ContextType>;
  SprayNotice?: SprayNoticeResolvers<ContextType>;
  SprayPlanner?: SprayPlannerResolvers<ContextType>;
  SprayPlannerPayload?: SprayPlannerPayloadResolvers<ContextType>;
  SprayReadings?: SprayReadingsResolvers<ContextType>;
  SprayWindow?: SprayWindowResolvers<ContextType>;
  Sprayability?: SprayabilityResolvers<ContextType>;
  SprayedField?: SprayedFieldResolvers<ContextType>;
  SprayedGroup?: SprayedGroupResolvers<ContextType>;
  SprayedTankMix?: SprayedTankMixResolvers<ContextType>;
  StaffAccount?: StaffAccountResolvers<ContextType>;
  StaffAccountPage?: StaffAccountPageResolvers<ContextType>;
  StaffAccountPayload?: StaffAccountPayloadResolvers<ContextType>;
  StopSprayingPayload?: StopSprayingPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TankMix?: TankMixResolvers<ContextType>;
  TankMixPayload?: TankMixPayloadResolvers<ContextType>;
  TutorialFlags?: TutorialFlagsResolvers<ContextType>;
  TutorialsPayload?: TutorialsPayloadResolvers<ContextType>;
  UpdatePartnerAppPayload?: UpdatePartnerAppPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  VerifyCardPayload?: VerifyCardPayloadResolvers<ContextType>;
  WeatherHour?: WeatherHourResolvers<ContextType>;
  WeatherNow?: WeatherNowResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPayload?: WebhookDeliveryPayloadResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
};

