import type { components, paths } from './openapi';

// The api's own response shapes, bound to GraphQL types through codegen mappers.
export type ApiUser = components['schemas']['User'];
export type ApiError = components['schemas']['Error'];
export type ApiCluNode =
  paths['/farms/fields/location-search/']['post']['responses'][200]['content']['application/json']['primary_nodes'][number];
export type ApiColorSchema = components['schemas']['ColorSchema'];
export type ApiField = components['schemas']['FarmField'];
export type ApiFieldOwner = ApiField['owner'];
export type ApiFarm = components['schemas']['Farm'];
export type ApiCrop = components['schemas']['Crop'];
export type ApiCropTrait = components['schemas']['CropTrait'];
export type ApiHerbicideGroup = components['schemas']['HerbicideGroup'];
export type ApiActiveIngredient = components['schemas']['ActiveIngredient'];
export type ApiTankMix = components['schemas']['TankMix'];
export type ApiVerdict = components['schemas']['CompatibilityVerdict'];
export type ApiTutorialFlags = components['schemas']['TutorialFlags'];
export type ApiPackage = components['schemas']['Package'];
export type ApiAccountPlan = components['schemas']['SubscriptionDetails'];
export type ApiCardOnFile = NonNullable<ApiAccountPlan['card']>;
/** The api groups traits by crop name; the schema names the group's crop too. */
export type ApiCropTraitGroup = { cropName: string; traits: ApiCropTrait[] };
export type ApiPaginationMeta = components['schemas']['PaginationMeta'];
export type ApiAssignedRetailer = components['schemas']['AssignedAgRetailer'];
export type ApiAssignedAccount = components['schemas']['AssignedAccount'];
/** A farm of an assigned account; the account travels with it so its fields can be asked for. */
export type ApiAssignedFarm = ApiFarm & { accountUuid: string };
export type ApiAgRetailerInvite = components['schemas']['AgRetailerInvite'];
export type ApiPendingInvite = components['schemas']['PendingAgRetailerInvite'];
export type ApiStaffAccount = components['schemas']['StaffAccountRow'];
export type ApiAuditEntry = components['schemas']['AuditEntry'];
export type ApiAuditPerson = NonNullable<ApiAuditEntry['actor']>;
export type ApiAuditAccount = NonNullable<ApiAuditEntry['account']>;
/**
 * One field as seen from the map; the fields beside it carry no neighbours, weather, drift or
 * disputes of their own.
 */
export type ApiMapField = components['schemas']['SeenField'] &
  Partial<
    Pick<
      components['schemas']['OneField'],
      'adjacent_fields' | 'adjacent_traits' | 'weather' | 'drift' | 'dispute_fields'
    >
  >;
export type ApiAdjacentTrait = components['schemas']['AdjacentTrait'];
export type ApiNeighborWarning = NonNullable<ApiField['neighbor_compatibility']>[number];
export type ApiReport = components['schemas']['Report'];
export type ApiNozzleReference = components['schemas']['NozzleReference'];
export type ApiReportDraft = components['schemas']['ReportDraft'];
export type ApiProductRegistration = components['schemas']['ProductRegistration'];
export type ApiSprayPlanner = components['schemas']['SprayPlanner'];
export type ApiSprayNotice = components['schemas']['SprayNotice'];
/** A group as a planner names it (with its id) or as a notice does (without). */
export type ApiSprayedGroup = Omit<ApiSprayPlanner['herbicide_group'][number], 'id'> & { id?: number };
export type ApiNoticeField = ApiSprayNotice['fields'][number];
export type ApiFieldWeather = components['schemas']['FieldWeather'];
export type ApiWeatherNow = components['schemas']['WeatherNow'];
export type ApiAdjacentField = components['schemas']['AdjacentField'];
export type ApiDriftZone = components['schemas']['DriftZone'];
export type ApiSprayability = components['schemas']['Sprayability'];
export type ApiSprayHour = ApiSprayability['hours'][number];
export type ApiLabelBreach = components['schemas']['LabelBreach'];
export type ApiLabelInTank = ApiSprayability['labels'][number];
export type ApiLabelProduct = ApiLabelInTank['products'][number];
export type ApiSprayReadings = NonNullable<ApiSprayPlanner['readings']>;
export type ApiWeatherHour = ApiFieldWeather['hours'][number];
