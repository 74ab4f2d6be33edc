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
/** The api groups traits by crop name; the schema names the group's crop too. */
export type ApiCropTraitGroup = { cropName: string; traits: ApiCropTrait[] };
export type ApiSprayPlanner = components['schemas']['SprayPlanner'];
export type ApiSprayNotice = components['schemas']['SprayNotice'];
/** A group as a planner names it (with its id) or as a notice does (without). */
export type ApiSprayedGroup = Omit<ApiSprayPlanner['herbicide_group'][number], 'id'> & { id?: number };
export type ApiNoticeField = ApiSprayNotice['fields'][number];
export type ApiFieldWeather = components['schemas']['FieldWeather'];
export type ApiAdjacentField = components['schemas']['AdjacentField'];
export type ApiDriftZone = components['schemas']['DriftZone'];
export type ApiSprayability = components['schemas']['Sprayability'];
export type ApiWeatherHour = ApiFieldWeather['hours'][number];
