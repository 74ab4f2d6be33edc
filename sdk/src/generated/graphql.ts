/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdjacentTraitInput = {
  crop?: number | null | undefined;
  /** A trait of the crop; it names the crop. */
  cropTrait?: number | null | undefined;
  /** A building grows nothing: true clears crop and trait. */
  isBuilding?: boolean | null | undefined;
};

export type AmendReportInput = {
  changeReason: string;
  form: ReportFormInput;
  id: number;
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
  crop: number;
  /** The crop's Conventional entry when absent. */
  cropTrait?: number | null | undefined;
  field: string | number;
};

export type ClaimFieldInput = {
  /** The farm to claim into; the account's first farm when absent. */
  farm?: number | null | undefined;
  /** The user confirms being the legal owner of the field or authorized to act for the owner. */
  legalConfirmed?: boolean | null | undefined;
  /** At most 30 characters, unique in the farm (case-insensitively). */
  name: string;
};

export type CluNodeCursor = {
  /** Fields of this node already received (the last batch's offset); 0 or absent to start. */
  after?: number | null | undefined;
  id: number;
  /**
   * The node's `geometryVersion` whose fields the client holds (from an earlier visit). While it is
   * current the node comes as one batch marked `unchanged`, without geometry.
   */
  version?: number | null | undefined;
};

export type CompatibilityInput = {
  /** Named actives narrow their groups to themselves: Group 4 with dicamba is dicamba alone. */
  activeIngredientIds?: Array<number> | null | undefined;
  herbicideGroupIds?: Array<number> | null | undefined;
  /** Brands put in the tank besides the tank mix's ('Provisia'); each must carry one of the actives. */
  products?: Array<string> | null | undefined;
  /** A tank mix of the grower's account. */
  tankMixId?: number | null | undefined;
  /** Crops as planted; when absent, the grower's own and neighbours' crops. */
  targets?: Array<CropTargetInput> | null | undefined;
};

export type CreateFieldInput = {
  crop?: number | null | undefined;
  cropTrait?: number | null | undefined;
  /** Null for a neighbour's field. */
  farm?: number | null | undefined;
  /** Always null (spec 3). */
  herbicide?: number | null | undefined;
  legalConfirmed?: boolean | null | undefined;
  /** One closed ring: [longitude, latitude] points, the first repeated at the end. */
  mpoly: Array<Array<number>>;
  /** At most 30 characters. */
  name: string;
  /** Always null (spec 3). */
  tankMix?: number | null | undefined;
};

export type CreateTankMixInput = {
  /** The actives put in the tank from those groups; a group with none named means all of its. */
  activeIngredientIds?: Array<number> | null | undefined;
  herbicideGroupIds: Array<number>;
  name: string;
  /** Brands put in the tank, as ActiveIngredient.products names them without the note in brackets ('Provisia'); each must carry one of the mix's actives. At most 20. */
  products?: Array<string> | null | undefined;
};

/** Whose crop a default target is. */
export type CropRelation =
  | 'BOTH'
  | 'NEIGHBOR'
  | 'OWN';

export type CropTargetInput = {
  crop: number;
  /** A trait of that crop; conventional when absent. */
  cropTrait?: number | null | undefined;
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

export type ImportFieldsInput = {
  /** The file's bytes, base64. */
  content: string;
  /** EPSG code of a shapefile's coordinates when it came without its .prj: 4326 (WGS 84) or a UTM zone (326xx). */
  crs?: number | null | undefined;
  dryRun?: boolean | null | undefined;
  format: BoundaryFormat;
  /**
   * Features (by number) whose boundary is a field of your account already, to import anyway;
   * the others that are are skipped.
   */
  importAnyway?: Array<number> | null | undefined;
  /** The user confirms being the legal owner of these fields or authorized to act for the owner. */
  legalConfirmed?: boolean | null | undefined;
  /** The column to name the fields from, one of the report's columns. */
  nameColumn?: string | null | undefined;
};

export type LatLngInput = {
  lat: number;
  lng: number;
};

export type ReportApplicationInput = {
  epaRegNumber: string;
  productName: string;
  totalAmount?: number | null | undefined;
  totalAmountUnit?: string | null | undefined;
  useRate: string;
};

export type ReportDicambaRecordInput = {
  /** YYYY-MM-DD */
  adjacentSurveyedOn?: string | null | undefined;
  /** preemergence or postemergence */
  applicationTiming?: string | null | undefined;
  bufferAreas?: string | null | undefined;
  bufferReduction?: string | null | undefined;
  cleanoutMethod?: string | null | undefined;
  /** YYYY-MM-DD */
  cleanoutOn?: string | null | undefined;
  /** At most 30, one a tank refill. */
  refills?: Array<ReportRefillInput> | null | undefined;
  registryName?: string | null | undefined;
  runoffPoints?: string | null | undefined;
  /** YYYY-MM-DD */
  trainingCompletedOn?: string | null | undefined;
  trainingProvider?: string | null | undefined;
};

export type ReportEquipmentInput = {
  adjuvants?: string | null | undefined;
  carrierGpa?: number | null | undefined;
  downwindBufferFt?: number | null | undefined;
  groundSpeedMph?: number | null | undefined;
  /** Required when the values break a label limit: the record is saved only with it. */
  limitsExplanation?: string | null | undefined;
};

export type ReportFinishWeatherInput = {
  temperature?: number | null | undefined;
  windDirection?: string | null | undefined;
  windSpeed?: number | null | undefined;
};

export type ReportFormInput = {
  applications: Array<ReportApplicationInput>;
  /** The 2026 over-the-top dicamba record items: required of an over-the-top dicamba record, optional otherwise. */
  dicambaRecord?: ReportDicambaRecordInput | null | undefined;
  equipment?: ReportEquipmentInput | null | undefined;
  generalInfo: ReportGeneralInfoInput;
  nozzle: ReportNozzleInput;
  reportDate: string;
  site?: ReportSiteInput | null | undefined;
  /** Kept as the draft gave it: the judgement the spray was started on. */
  startCheck?: ReportStartCheckInput | null | undefined;
  weather: ReportWeatherInput;
};

export type ReportGeneralInfoInput = {
  applicationStart: string;
  applicationStop: string;
  /** The application ended on the day after reportDate; false when absent. */
  applicationStopsNextDay?: boolean | null | undefined;
  applicator: string;
  applicatorLicenseNumber: string;
  commercial?: boolean | null | undefined;
  customerAddress?: string | null | undefined;
  customerName?: string | null | undefined;
  endangeredSpeciesAwareness?: boolean | null | undefined;
  neighboursNotified?: string | null | undefined;
  registryCheckedOn?: string | null | undefined;
  sensitiveCropRegistry?: boolean | null | undefined;
  supervisedApplicators?: string | null | undefined;
};

export type ReportNozzleInput = {
  boomHeightTemp?: number | null | undefined;
  dropletClass: string;
  manufacturer: string;
  noozleSize: string;
  noozleType: string;
  pumpPressure?: number | null | undefined;
};

export type ReportRefillInput = {
  temperature?: number | null | undefined;
  /** HH:MM */
  time: string;
  windDirection: string;
  windSpeed?: number | null | undefined;
};

export type ReportSiteInput = {
  areaTreatedAcres?: number | null | undefined;
  cropOrSite: string;
  fsaFarmNumber?: string | null | undefined;
  fsaFieldNumber?: string | null | undefined;
  fsaTractNumber?: string | null | undefined;
};

export type ReportStartCheckInput = {
  confirmedForecast: Array<string>;
  startedAt: string;
  temperatureF?: number | null | undefined;
  windFrom: string;
  windMph?: number | null | undefined;
};

export type ReportWeatherInput = {
  atFinish?: ReportFinishWeatherInput | null | undefined;
  /** When the forecast the readings were prefilled from was issued (ISO 8601). */
  forecastIssuedAt?: string | null | undefined;
  humidity?: number | null | undefined;
  precipitation?: number | null | undefined;
  /** applicator, spray-start, nws or sample; applicator when absent. */
  source?: string | null | undefined;
  /** Each reading's own source; a reading left out takes source. */
  sources?: ReportWeatherSourcesInput | null | undefined;
  temperature?: number | null | undefined;
  windDirection: string;
  windSpeed?: number | null | undefined;
};

export type ReportWeatherSourcesInput = {
  humidity?: string | null | undefined;
  temperature?: string | null | undefined;
  windDirection?: string | null | undefined;
  windSpeed?: string | null | undefined;
};

export type SaveReportInput = {
  field: string | number;
  form: ReportFormInput;
};

/** What a notice tells: a spray started, or a spray the viewer was told of has stopped. */
export type SprayNoticeKind =
  | 'STARTED'
  | 'STOPPED';

/** What the grower plans to spray: a tank mix or herbicide groups, and how. */
export type SprayPlanInput = {
  /** Inches above the target; 24 when absent. */
  boomHeightIn?: number | null | undefined;
  /** Coarse when absent. */
  dropletClass?: DropletClass | null | undefined;
  /**
   * The field's county has endangered-species measures in Bulletins Live! Two that the grower
   * switched on: their buffers apply (310 ft downwind for dicamba).
   */
  endangeredSpeciesMeasures?: boolean | null | undefined;
  herbicideGroups?: Array<number> | null | undefined;
  /** One of the grower's tank mixes. */
  tankMix?: number | null | undefined;
};

export type StartSprayingInput = {
  /**
   * Start though the forecast for the hour breaks a label rule. Without it such a start answers
   * ok: false with the rules to confirm, each an error on the field confirmForecast.
   */
  confirmForecast?: boolean | null | undefined;
  farmId: number;
  fieldUuids: Array<string | number>;
  /** The herbicide groups sprayed; or give tankMixId. */
  herbicideGroupIds?: Array<number> | null | undefined;
  /** Air temperature measured at boom height, °F. */
  measuredTemperatureF: number;
  /** Where the wind blows from, measured at boom height: a compass point (SW) or degrees. */
  measuredWindDirection: string;
  /** Wind speed measured at boom height, mph: the spray is judged on it. */
  measuredWindMph: number;
  /** ISO 8601; now when absent. */
  startedAt?: string | null | undefined;
  tankMixId?: number | null | undefined;
};

export type UpdateFieldInput = {
  /**
   * With mpoly: the field's boundaryVersion when you read the boundary you edited. If the
   * boundary has changed since, nothing is saved and the payload's error (field
   * "boundaryVersion") says so. Without it the boundary is saved whatever changed in between.
   */
  boundaryVersion?: number | null | undefined;
  /** Null clears the crop (and its trait). */
  crop?: number | null | undefined;
  /** A trait of the crop; it names the crop. */
  cropTrait?: number | null | undefined;
  /** The county's endangered-species measures (Bulletins Live! Two) apply to the field. */
  endangeredSpeciesMeasures?: boolean | null | undefined;
  isBuilding?: boolean | null | undefined;
  /** A new boundary: MultiPolygon coordinates, every ring closed. */
  mpoly?: Array<Array<Array<Array<number>>>> | null | undefined;
  name?: string | null | undefined;
};

export type WeatherSource =
  /** The US National Weather Service. */
  | 'NWS'
  /** Made up for trying the product: always labelled 'Sample forecast', never shown as live. */
  | 'SAMPLE';

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { uuid: string, accountId: number, fullName: string, email: string, farmName: string } | null };

export type ServerTimeSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ServerTimeSubscription = { serverTime: string };

export type MapFieldsQueryVariables = Exact<{
  west: number;
  south: number;
  east: number;
  north: number;
}>;


export type MapFieldsQuery = { mapFields: { fields: Array<{ uuid: string, mine: boolean, neighbour: boolean, name: string | null, farmName: string | null, area: number, boundaryVersion: number | null }>, disputes: Array<{ field: string, other: string, area: number }> } };

export type CluNodesQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;


export type CluNodesQuery = { cluNodes: Array<{ id: number, bbox: Array<number>, fieldCount: number, geometryVersion: number, center: { lat: number, lng: number } }> };

export type CluCoverageQueryVariables = Exact<{
  west: number;
  south: number;
  east: number;
  north: number;
}>;


export type CluCoverageQuery = { cluCoverage: Array<{ id: number, bbox: Array<number>, fieldCount: number, geometryVersion: number, center: { lat: number, lng: number } }> };

export type ColorSchemaQueryVariables = Exact<{ [key: string]: never; }>;


export type ColorSchemaQuery = { colorSchema: { myField: string, myFieldActive: string, unclaimedFields: string, claimedFields: string, neighbouringFieldsFree: string, neighbouringFieldsClaimed: string, mergeFieldsColor: string, disputedClus: string, drift: string, incompatibleAdjacentField: string, compatibleAdjacentField: string } };

export type CluFieldsSubscriptionVariables = Exact<{
  nodes: Array<CluNodeCursor> | CluNodeCursor;
  near?: LatLngInput | null | undefined;
  outerRingsOnly?: boolean | null | undefined;
}>;


export type CluFieldsSubscription = { cluFields: { node: number, offset: number, done: boolean, unchanged: boolean, wireFields: unknown, fields: Array<{ uuid: string, acres: number, claimed: boolean, mine: boolean, neighbour: boolean, polygons: Array<string[]> }> } };

export type CreateFieldMutationVariables = Exact<{
  input: CreateFieldInput;
}>;


export type CreateFieldMutation = { createField: { ok: boolean, upgradeRequired: boolean, errors: Array<{ field: string | null, message: string }>, field: { uuid: string, name: string, area: number, farm: number, claimed: boolean, cluUuid: string | null, isBuilding: boolean, endangeredSpeciesMeasures: boolean, bbox: Array<number>, mergedFrom: Array<string>, boundaryVersion: number } | null } };

export type MergeFieldsMutationVariables = Exact<{
  uuid: string | number;
  mergeFields: Array<string | number> | string | number;
}>;


export type MergeFieldsMutation = { mergeFields: { ok: boolean, errors: Array<{ field: string | null, message: string }>, field: { uuid: string, name: string, area: number, farm: number, claimed: boolean, cluUuid: string | null, isBuilding: boolean, endangeredSpeciesMeasures: boolean, bbox: Array<number>, mergedFrom: Array<string>, boundaryVersion: number } | null } };

export type SplitFieldMutationVariables = Exact<{
  uuid: string | number;
  line: Array<Array<number> | number> | Array<number> | number;
  boundaryVersion?: number | null | undefined;
}>;


export type SplitFieldMutation = { splitField: { ok: boolean, errors: Array<{ field: string | null, message: string }>, fields: Array<{ uuid: string, name: string, area: number, farm: number, claimed: boolean, cluUuid: string | null, isBuilding: boolean, endangeredSpeciesMeasures: boolean, bbox: Array<number>, mergedFrom: Array<string>, boundaryVersion: number }> | null } };

export type FarmFieldsFileQueryVariables = Exact<{
  farm: number;
  format: BoundaryFormat;
}>;


export type FarmFieldsFileQuery = { farmFieldsFile: { filename: string, contentType: string, base64: string } };

export type ImportFarmFieldsMutationVariables = Exact<{
  farm: number;
  input: ImportFieldsInput;
}>;


export type ImportFarmFieldsMutation = { importFarmFields: { ok: boolean, errors: Array<{ field: string | null, message: string }>, report: { taken: number, refused: number, skipped: number, written: boolean, notes: Array<string>, columns: Array<string>, nameColumn: string | null } | null } };

export type MyCropsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCropsQuery = { myCrops: Array<{ id: number, name: string, traits: Array<{ id: number, name: string }> }> };

export type CropsQueryVariables = Exact<{ [key: string]: never; }>;


export type CropsQuery = { crops: Array<{ id: number, name: string, logo: string, traits: Array<{ id: number, name: string, traitName: string, logoUrl: string }> }> };

export type CropTraitGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type CropTraitGroupsQuery = { cropTraitGroups: Array<{ cropName: string, crop: { id: number, name: string, logo: string }, traits: Array<{ id: number, name: string, traitName: string, logoUrl: string }> }> };

export type HerbicideGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type HerbicideGroupsQuery = { herbicideGroups: Array<{ id: number, groupLabel: string, groupType: string, siteOfAction: string, logo: string, herbicides: Array<string>, activeIngredients: Array<{ id: number, name: string, chemicalFamily: string, products: Array<string> }> }> };

export type NozzleReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type NozzleReferenceQuery = { nozzleReference: { pumpPressures: Array<number>, dropletClasses: Array<{ code: string, name: string, colour: string, vmdMicrons: string }>, nozzleSizes: Array<{ code: string, colour: string, gpmAt40Psi: number }>, manufacturers: Array<{ id: number, name: string, noozleTypeCode: string }> } };

export type ProductRegistrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductRegistrationsQuery = { productRegistrations: Array<{ productName: string, epaRegNumber: string, registrant: string }> };

export type MyNeighborCropsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNeighborCropsQuery = { myNeighborCrops: Array<{ id: number, name: string, logo: string, traits: Array<{ id: number, name: string, traitName: string, logoUrl: string }> }> };

export type MyCropTraitsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCropTraitsQuery = { myCropTraits: Array<{ id: number, name: string, traitName: string, logoUrl: string, crop: { id: number, name: string, logo: string } }> };

export type MyHerbicideGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyHerbicideGroupsQuery = { myHerbicideGroups: Array<{ id: number, groupLabel: string, groupType: string, siteOfAction: string, logo: string, herbicides: Array<string>, activeIngredients: Array<{ id: number, name: string, chemicalFamily: string, products: Array<string> }> }> };

export type CompatibilityQueryVariables = Exact<{
  input: CompatibilityInput;
}>;


export type CompatibilityQuery = { compatibility: Array<{ relation: CropRelation | null, safe: boolean, crop: { id: number, name: string, logo: string }, cropTrait: { id: number, name: string, traitName: string, logoUrl: string } | null, injuring: Array<{ id: number, name: string, chemicalFamily: string, products: Array<string> }> }> };

export type MyTankMixesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTankMixesQuery = { myTankMixes: Array<{ id: number, name: string, products: Array<string>, owner: number, createdAt: string, herbicideGroups: Array<{ id: number, groupLabel: string, groupType: string, siteOfAction: string, logo: string, herbicides: Array<string> }>, activeIngredients: Array<{ id: number, name: string, chemicalFamily: string, products: Array<string> }>, compatibility: Array<{ relation: CropRelation | null, safe: boolean }> }> };

export type SetMyCropsMutationVariables = Exact<{
  cropIds: Array<number> | number;
}>;


export type SetMyCropsMutation = { setMyCrops: { ok: boolean, errors: Array<{ field: string | null, message: string }>, crops: Array<{ id: number, name: string, logo: string }> | null, cropTraits: Array<{ id: number, name: string, traitName: string, logoUrl: string }> | null } };

export type SetMyNeighborCropsMutationVariables = Exact<{
  cropIds: Array<number> | number;
}>;


export type SetMyNeighborCropsMutation = { setMyNeighborCrops: { ok: boolean, errors: Array<{ field: string | null, message: string }>, crops: Array<{ id: number, name: string, logo: string }> | null, cropTraits: Array<{ id: number, name: string, traitName: string, logoUrl: string }> | null } };

export type SetMyCropTraitsMutationVariables = Exact<{
  cropTraitIds: Array<number> | number;
}>;


export type SetMyCropTraitsMutation = { setMyCropTraits: { ok: boolean, errors: Array<{ field: string | null, message: string }>, cropTraits: Array<{ id: number, name: string, traitName: string, logoUrl: string }> | null } };

export type SetMyHerbicideGroupsMutationVariables = Exact<{
  herbicideGroupIds: Array<number> | number;
}>;


export type SetMyHerbicideGroupsMutation = { setMyHerbicideGroups: { ok: boolean, errors: Array<{ field: string | null, message: string }>, herbicideGroups: Array<{ id: number, groupLabel: string, groupType: string, siteOfAction: string, logo: string, herbicides: Array<string> }> | null } };

export type CreateTankMixMutationVariables = Exact<{
  input: CreateTankMixInput;
}>;


export type CreateTankMixMutation = { createTankMix: { ok: boolean, errors: Array<{ field: string | null, message: string }>, tankMix: { id: number, name: string, products: Array<string>, owner: number, createdAt: string } | null } };

export type DeleteTankMixMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTankMixMutation = { deleteTankMix: { ok: boolean, id: number | null, errors: Array<{ field: string | null, message: string }> } };

export type FarmsQueryVariables = Exact<{ [key: string]: never; }>;


export type FarmsQuery = { myFarms: Array<{ id: number, name: string, fieldCount: number, acres: number }> };

export type FarmFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type FarmFieldsQuery = { myFarms: Array<{ id: number, name: string, fields: Array<{ uuid: string, name: string, area: number, farm: number, cluUuid: string | null, isBuilding: boolean, boundaryVersion: number, crop: { id: number, name: string } | null, cropTrait: { id: number, name: string } | null, geometry: { type: string, coordinates: Array<Array<Array<Array<number>>>> } }> }> };

export type RenameFarmMutationVariables = Exact<{
  id: number;
  name: string;
}>;


export type RenameFarmMutation = { renameFarm: { ok: boolean, errors: Array<{ field: string | null, message: string }>, farm: { id: number, name: string } | null } };

export type AddFarmMutationVariables = Exact<{
  name: string;
}>;


export type AddFarmMutation = { addFarm: { ok: boolean, upgradeRequired: boolean, errors: Array<{ field: string | null, message: string }>, farm: { id: number, name: string, fieldCount: number, acres: number } | null } };

export type DeleteFarmMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFarmMutation = { deleteFarm: { ok: boolean, id: number | null, errors: Array<{ field: string | null, message: string }> } };

export type ClaimFieldMutationVariables = Exact<{
  uuid: string | number;
  input: ClaimFieldInput;
}>;


export type ClaimFieldMutation = { claimField: { ok: boolean, upgradeRequired: boolean, errors: Array<{ field: string | null, message: string }>, field: { uuid: string, name: string, area: number, farm: number, claimed: boolean, cluUuid: string | null, isBuilding: boolean, endangeredSpeciesMeasures: boolean, bbox: Array<number>, mergedFrom: Array<string>, boundaryVersion: number } | null } };

export type UpdateFieldMutationVariables = Exact<{
  uuid: string | number;
  input: UpdateFieldInput;
}>;


export type UpdateFieldMutation = { updateField: { ok: boolean, errors: Array<{ field: string | null, message: string }>, field: { uuid: string, name: string, area: number, farm: number, claimed: boolean, cluUuid: string | null, isBuilding: boolean, endangeredSpeciesMeasures: boolean, bbox: Array<number>, mergedFrom: Array<string>, boundaryVersion: number } | null } };

export type DeleteFieldMutationVariables = Exact<{
  uuid: string | number;
}>;


export type DeleteFieldMutation = { deleteField: { ok: boolean, uuid: string | null, errors: Array<{ field: string | null, message: string }> } };

export type BulkEditFieldsMutationVariables = Exact<{
  items: Array<BulkFieldInput> | BulkFieldInput;
}>;


export type BulkEditFieldsMutation = { bulkEditFields: { ok: boolean, errors: Array<{ field: string | null, message: string }>, fields: Array<{ uuid: string, name: string, area: number, farm: number, claimed: boolean, cluUuid: string | null, isBuilding: boolean, endangeredSpeciesMeasures: boolean, bbox: Array<number>, mergedFrom: Array<string>, boundaryVersion: number }> | null } };

export type MapFieldQueryVariables = Exact<{
  uuid: string | number;
  owner?: boolean | null | undefined;
}>;


export type MapFieldQuery = { mapField: { uuid: string, cluUuid: string | null, name: string | null, area: number | null, farm: number | null, claimed: boolean, mine: boolean, isBuilding: boolean, bbox: Array<number>, hasAdjacentTrait: boolean, owner: { fullName: string, email: string } | null, crop: { id: number, name: string, logo: string } | null, cropTrait: { id: number, name: string, traitName: string, logoUrl: string } | null, center: { lat: number, lng: number }, adjacentTrait: { id: number, adjecentUuid: string, isBuilding: boolean } | null, adjacentFields: Array<{ uuid: string, cluUuid: string | null, name: string | null, area: number | null, farm: number | null, claimed: boolean, mine: boolean, isBuilding: boolean, bbox: Array<number>, hasAdjacentTrait: boolean }>, adjacentTraits: Array<{ id: number, adjecentUuid: string, isBuilding: boolean }>, disputeFields: Array<{ uuid: string, area: number, overlaps: Array<number> }> } | null };

export type AddAdjacentTraitMutationVariables = Exact<{
  uuid: string | number;
  input: AdjacentTraitInput;
}>;


export type AddAdjacentTraitMutation = { addAdjacentTrait: { ok: boolean, upgradeRequired: boolean, errors: Array<{ field: string | null, message: string }>, adjacentTrait: { id: number, adjecentUuid: string, isBuilding: boolean } | null } };

export type UpdateAdjacentTraitMutationVariables = Exact<{
  uuid: string | number;
  id: number;
  input: AdjacentTraitInput;
}>;


export type UpdateAdjacentTraitMutation = { updateAdjacentTrait: { ok: boolean, upgradeRequired: boolean, errors: Array<{ field: string | null, message: string }>, adjacentTrait: { id: number, adjecentUuid: string, isBuilding: boolean } | null } };

export type RemoveAdjacentTraitMutationVariables = Exact<{
  uuid: string | number;
  id: number;
}>;


export type RemoveAdjacentTraitMutation = { removeAdjacentTrait: { ok: boolean, upgradeRequired: boolean, errors: Array<{ field: string | null, message: string }> } };

export type InviteNeighbourMutationVariables = Exact<{
  uuid: string | number;
  email: string;
}>;


export type InviteNeighbourMutation = { inviteNeighbour: { ok: boolean, upgradeRequired: boolean, errors: Array<{ field: string | null, message: string }> } };

export type ReportsQueryVariables = Exact<{
  page?: number;
  field?: string | number | null | undefined;
}>;


export type ReportsQuery = { reports: { meta: { page: number, totalPages: number, total: number }, results: Array<{ id: number, field: string | null, fieldName: string, farmName: string, acres: number, version: number, versions: number, savedAt: string, savedByName: string, timeZone: string }> } };

export type ReportQueryVariables = Exact<{
  id: number;
  version?: number | null | undefined;
}>;


export type ReportQuery = { report: { id: number, field: string | null, fieldName: string, farmName: string, acres: number, version: number, versions: number, createdAt: string, savedAt: string, savedByName: string, changeReason: string | null, pdfSha256: string | null, timeZone: string, timeZoneName: string, pdfUrl: string, mapUrl: string, form: { reportDate: string, generalInfo: { applicator: string, applicatorLicenseNumber: string, sensitiveCropRegistry: boolean | null, endangeredSpeciesAwareness: boolean | null, applicationStart: string, applicationStop: string, applicationStopsNextDay: boolean, supervisedApplicators: string, registryCheckedOn: string, neighboursNotified: string, commercial: boolean, customerName: string, customerAddress: string }, applications: Array<{ productName: string, epaRegNumber: string, useRate: string, totalAmount: number | null, totalAmountUnit: string }>, weather: { temperature: number | null, humidity: number | null, windSpeed: number | null, windDirection: string, precipitation: number | null, source: string, forecastIssuedAt: string }, nozzle: { manufacturer: string, noozleType: string, noozleSize: string, pumpPressure: number | null, boomHeightTemp: number | null, dropletClass: string }, site: { cropOrSite: string, areaTreatedAcres: number | null, fsaFarmNumber: string, fsaTractNumber: string, fsaFieldNumber: string }, equipment: { carrierGpa: number | null, groundSpeedMph: number | null, adjuvants: string, downwindBufferFt: number | null, limitsExplanation: string }, startCheck: { startedAt: string, temperatureF: number | null, windMph: number | null, windFrom: string, confirmedForecast: Array<string> } | null }, record: { title: string, fieldName: string, farmLine: string, dateLine: string, versionLine: string, laterVersion: string | null, driftLine: string, footer: string } | null, history: Array<{ id: number, field: string | null, fieldName: string, farmName: string, acres: number, version: number, versions: number, createdAt: string, savedAt: string, savedByName: string, changeReason: string | null, pdfSha256: string | null, timeZone: string, timeZoneName: string, pdfUrl: string, mapUrl: string }> } | null };

export type ReportDraftQueryVariables = Exact<{
  field: string | number;
}>;


export type ReportDraftQuery = { reportDraft: { timeZone: string, onBehalf: boolean, field: { uuid: string, name: string, farmName: string, acres: number }, form: { reportDate: string }, weather: { source: string | null, issuedAt: string | null, error: string | null } } };

export type SaveReportMutationVariables = Exact<{
  input: SaveReportInput;
}>;


export type SaveReportMutation = { saveReport: { ok: boolean, errors: Array<{ field: string | null, message: string }>, report: { id: number, field: string | null, fieldName: string, farmName: string, acres: number, version: number, versions: number, createdAt: string, savedAt: string, savedByName: string, changeReason: string | null, pdfSha256: string | null, timeZone: string, timeZoneName: string, pdfUrl: string, mapUrl: string } | null } };

export type AmendReportMutationVariables = Exact<{
  input: AmendReportInput;
}>;


export type AmendReportMutation = { amendReport: { ok: boolean, errors: Array<{ field: string | null, message: string }>, report: { id: number, field: string | null, fieldName: string, farmName: string, acres: number, version: number, versions: number, createdAt: string, savedAt: string, savedByName: string, changeReason: string | null, pdfSha256: string | null, timeZone: string, timeZoneName: string, pdfUrl: string, mapUrl: string } | null } };

export type SprayNoticesSubscriptionVariables = Exact<{
  after?: number | null | undefined;
}>;


export type SprayNoticesSubscription = { sprayNotices: { id: number, kind: SprayNoticeKind, sprayId: number | null, active: boolean, startedAt: string, stoppedAt: string | null, createdAt: string, timeZone: string, sprayedBy: string | null, sprayer: { fullName: string, email: string } | null, herbicides: Array<{ groupLabel: string, groupType: string, herbicideNames: Array<string> }>, fields: Array<{ uuid: string, name: string, cropTrait: string, injuredBy: Array<string> }> } };

export type LatestSprayNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestSprayNoticesQuery = { sprayNotices: Array<{ id: number, kind: SprayNoticeKind, sprayId: number | null, active: boolean, startedAt: string, stoppedAt: string | null, createdAt: string, timeZone: string, sprayedBy: string | null, sprayer: { fullName: string, email: string } | null, herbicides: Array<{ groupLabel: string, groupType: string, herbicideNames: Array<string> }>, fields: Array<{ uuid: string, name: string, cropTrait: string, injuredBy: Array<string> }> }> };

export type SprayNoticePartsFragment = { id: number, kind: SprayNoticeKind, sprayId: number | null, active: boolean, startedAt: string, stoppedAt: string | null, createdAt: string, timeZone: string, sprayedBy: string | null, sprayer: { fullName: string, email: string } | null, herbicides: Array<{ groupLabel: string, groupType: string, herbicideNames: Array<string> }>, fields: Array<{ uuid: string, name: string, cropTrait: string, injuredBy: Array<string> }> };

export type SprayPlannerPartsFragment = { farmId: number, startedAt: string | null, timeZone: string | null, neighboursNotified: number, herbicideGroups: Array<{ id: number | null, groupLabel: string, groupType: string, herbicideNames: Array<string> }>, tankMix: { id: number | null, name: string } | null, fields: Array<{ uuid: string, name: string }> };

export type CurrentSpraysQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentSpraysQuery = { currentSprays: Array<{ farmId: number, startedAt: string | null, timeZone: string | null, neighboursNotified: number, herbicideGroups: Array<{ id: number | null, groupLabel: string, groupType: string, herbicideNames: Array<string> }>, tankMix: { id: number | null, name: string } | null, fields: Array<{ uuid: string, name: string }> }> };

export type CurrentSpraysLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CurrentSpraysLiveSubscription = { currentSprays: Array<{ farmId: number, startedAt: string | null, timeZone: string | null, neighboursNotified: number, herbicideGroups: Array<{ id: number | null, groupLabel: string, groupType: string, herbicideNames: Array<string> }>, tankMix: { id: number | null, name: string } | null, fields: Array<{ uuid: string, name: string }> }> };

export type StartSprayingMutationVariables = Exact<{
  input: StartSprayingInput;
}>;


export type StartSprayingMutation = { startSpraying: { ok: boolean, errors: Array<{ field: string | null, message: string }>, planner: { farmId: number, startedAt: string | null, timeZone: string | null, neighboursNotified: number, herbicideGroups: Array<{ id: number | null, groupLabel: string, groupType: string, herbicideNames: Array<string> }>, tankMix: { id: number | null, name: string } | null, fields: Array<{ uuid: string, name: string }> } | null } };

export type StopSprayingMutationVariables = Exact<{
  farmId: number;
}>;


export type StopSprayingMutation = { stopSpraying: { ok: boolean, farmId: number | null, errors: Array<{ field: string | null, message: string }> } };

export type FieldDriftQueryVariables = Exact<{
  uuid: string | number;
  plan?: SprayPlanInput | null | undefined;
  hour?: number | null | undefined;
}>;


export type FieldDriftQuery = { fieldDrift: { unavailable: string | null, zone: { polygons: Array<Array<Array<Array<number>>>>, windSpeedMph: number, windDirectionDeg: number, windDirection: string, dropletClass: DropletClass, boomHeightIn: number, activeIngredients: Array<string>, distanceFt: number, physicalDistanceFt: number, labelBufferFt: number | null, labelBufferActive: string | null, labelBufferSource: string | null, acres: number, weatherSource: WeatherSource | null } | null } };

export type AdjacentFieldsQueryVariables = Exact<{
  uuid: string | number;
  plan?: SprayPlanInput | null | undefined;
}>;


export type AdjacentFieldsQuery = { adjacentFields: Array<{ uuid: string, name: string | null, own: boolean, label: string | null, isBuilding: boolean, distanceFt: number, compatible: boolean | null, injuring: Array<string>, polygons: Array<Array<Array<Array<number>>>> }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SprayNoticePartsFragmentDoc = new TypedDocumentString(`
    fragment SprayNoticeParts on SprayNotice {
  id
  kind
  sprayId
  active
  startedAt
  stoppedAt
  createdAt
  timeZone
  sprayedBy
  sprayer {
    fullName
    email
  }
  herbicides {
    groupLabel
    groupType
    herbicideNames
  }
  fields {
    uuid
    name
    cropTrait
    injuredBy
  }
}
    `, {"fragmentName":"SprayNoticeParts"}) as unknown as TypedDocumentString<SprayNoticePartsFragment, unknown>;
export const SprayPlannerPartsFragmentDoc = new TypedDocumentString(`
    fragment SprayPlannerParts on SprayPlanner {
  farmId
  herbicideGroups {
    id
    groupLabel
    groupType
    herbicideNames
  }
  tankMix {
    id
    name
  }
  fields {
    uuid
    name
  }
  startedAt
  timeZone
  neighboursNotified
}
    `, {"fragmentName":"SprayPlannerParts"}) as unknown as TypedDocumentString<SprayPlannerPartsFragment, unknown>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    uuid
    accountId
    fullName
    email
    farmName
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const ServerTimeDocument = new TypedDocumentString(`
    subscription ServerTime {
  serverTime
}
    `) as unknown as TypedDocumentString<ServerTimeSubscription, ServerTimeSubscriptionVariables>;
export const MapFieldsDocument = new TypedDocumentString(`
    query MapFields($west: Float!, $south: Float!, $east: Float!, $north: Float!) {
  mapFields(west: $west, south: $south, east: $east, north: $north) {
    fields {
      uuid
      mine
      neighbour
      name
      farmName
      area
      boundaryVersion
    }
    disputes {
      field
      other
      area
    }
  }
}
    `) as unknown as TypedDocumentString<MapFieldsQuery, MapFieldsQueryVariables>;
export const CluNodesDocument = new TypedDocumentString(`
    query CluNodes($lat: Float!, $lng: Float!) {
  cluNodes(lat: $lat, lng: $lng) {
    id
    bbox
    center {
      lat
      lng
    }
    fieldCount
    geometryVersion
  }
}
    `) as unknown as TypedDocumentString<CluNodesQuery, CluNodesQueryVariables>;
export const CluCoverageDocument = new TypedDocumentString(`
    query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {
  cluCoverage(west: $west, south: $south, east: $east, north: $north) {
    id
    bbox
    center {
      lat
      lng
    }
    fieldCount
    geometryVersion
  }
}
    `) as unknown as TypedDocumentString<CluCoverageQuery, CluCoverageQueryVariables>;
export const ColorSchemaDocument = new TypedDocumentString(`
    query ColorSchema {
  colorSchema {
    myField
    myFieldActive
    unclaimedFields
    claimedFields
    neighbouringFieldsFree
    neighbouringFieldsClaimed
    mergeFieldsColor
    disputedClus
    drift
    incompatibleAdjacentField
    compatibleAdjacentField
  }
}
    `) as unknown as TypedDocumentString<ColorSchemaQuery, ColorSchemaQueryVariables>;
export const CluFieldsDocument = new TypedDocumentString(`
    subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput, $outerRingsOnly: Boolean = false) {
  cluFields(nodes: $nodes, near: $near, outerRingsOnly: $outerRingsOnly) {
    node
    offset
    done
    unchanged
    fields {
      uuid
      acres
      claimed
      mine
      neighbour
      polygons
    }
    wireFields
  }
}
    `) as unknown as TypedDocumentString<CluFieldsSubscription, CluFieldsSubscriptionVariables>;
export const CreateFieldDocument = new TypedDocumentString(`
    mutation CreateField($input: CreateFieldInput!) {
  createField(input: $input) {
    ok
    errors {
      field
      message
    }
    field {
      uuid
      name
      area
      farm
      claimed
      cluUuid
      isBuilding
      endangeredSpeciesMeasures
      bbox
      mergedFrom
      boundaryVersion
    }
    upgradeRequired
  }
}
    `) as unknown as TypedDocumentString<CreateFieldMutation, CreateFieldMutationVariables>;
export const MergeFieldsDocument = new TypedDocumentString(`
    mutation MergeFields($uuid: ID!, $mergeFields: [ID!]!) {
  mergeFields(uuid: $uuid, mergeFields: $mergeFields) {
    ok
    errors {
      field
      message
    }
    field {
      uuid
      name
      area
      farm
      claimed
      cluUuid
      isBuilding
      endangeredSpeciesMeasures
      bbox
      mergedFrom
      boundaryVersion
    }
  }
}
    `) as unknown as TypedDocumentString<MergeFieldsMutation, MergeFieldsMutationVariables>;
export const SplitFieldDocument = new TypedDocumentString(`
    mutation SplitField($uuid: ID!, $line: [[Float!]!]!, $boundaryVersion: Int) {
  splitField(uuid: $uuid, line: $line, boundaryVersion: $boundaryVersion) {
    ok
    errors {
      field
      message
    }
    fields {
      uuid
      name
      area
      farm
      claimed
      cluUuid
      isBuilding
      endangeredSpeciesMeasures
      bbox
      mergedFrom
      boundaryVersion
    }
  }
}
    `) as unknown as TypedDocumentString<SplitFieldMutation, SplitFieldMutationVariables>;
export const FarmFieldsFileDocument = new TypedDocumentString(`
    query FarmFieldsFile($farm: Int!, $format: BoundaryFormat!) {
  farmFieldsFile(farm: $farm, format: $format) {
    filename
    contentType
    base64
  }
}
    `) as unknown as TypedDocumentString<FarmFieldsFileQuery, FarmFieldsFileQueryVariables>;
export const ImportFarmFieldsDocument = new TypedDocumentString(`
    mutation ImportFarmFields($farm: Int!, $input: ImportFieldsInput!) {
  importFarmFields(farm: $farm, input: $input) {
    ok
    errors {
      field
      message
    }
    report {
      taken
      refused
      skipped
      written
      notes
      columns
      nameColumn
    }
  }
}
    `) as unknown as TypedDocumentString<ImportFarmFieldsMutation, ImportFarmFieldsMutationVariables>;
export const MyCropsDocument = new TypedDocumentString(`
    query MyCrops {
  myCrops {
    id
    name
    traits {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<MyCropsQuery, MyCropsQueryVariables>;
export const CropsDocument = new TypedDocumentString(`
    query Crops {
  crops {
    id
    name
    logo
    traits {
      id
      name
      traitName
      logoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<CropsQuery, CropsQueryVariables>;
export const CropTraitGroupsDocument = new TypedDocumentString(`
    query CropTraitGroups {
  cropTraitGroups {
    cropName
    crop {
      id
      name
      logo
    }
    traits {
      id
      name
      traitName
      logoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<CropTraitGroupsQuery, CropTraitGroupsQueryVariables>;
export const HerbicideGroupsDocument = new TypedDocumentString(`
    query HerbicideGroups {
  herbicideGroups {
    id
    groupLabel
    groupType
    siteOfAction
    logo
    herbicides
    activeIngredients {
      id
      name
      chemicalFamily
      products
    }
  }
}
    `) as unknown as TypedDocumentString<HerbicideGroupsQuery, HerbicideGroupsQueryVariables>;
export const NozzleReferenceDocument = new TypedDocumentString(`
    query NozzleReference {
  nozzleReference {
    pumpPressures
    dropletClasses {
      code
      name
      colour
      vmdMicrons
    }
    nozzleSizes {
      code
      colour
      gpmAt40Psi
    }
    manufacturers {
      id
      name
      noozleTypeCode
    }
  }
}
    `) as unknown as TypedDocumentString<NozzleReferenceQuery, NozzleReferenceQueryVariables>;
export const ProductRegistrationsDocument = new TypedDocumentString(`
    query ProductRegistrations {
  productRegistrations {
    productName
    epaRegNumber
    registrant
  }
}
    `) as unknown as TypedDocumentString<ProductRegistrationsQuery, ProductRegistrationsQueryVariables>;
export const MyNeighborCropsDocument = new TypedDocumentString(`
    query MyNeighborCrops {
  myNeighborCrops {
    id
    name
    logo
    traits {
      id
      name
      traitName
      logoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<MyNeighborCropsQuery, MyNeighborCropsQueryVariables>;
export const MyCropTraitsDocument = new TypedDocumentString(`
    query MyCropTraits {
  myCropTraits {
    id
    name
    traitName
    logoUrl
    crop {
      id
      name
      logo
    }
  }
}
    `) as unknown as TypedDocumentString<MyCropTraitsQuery, MyCropTraitsQueryVariables>;
export const MyHerbicideGroupsDocument = new TypedDocumentString(`
    query MyHerbicideGroups {
  myHerbicideGroups {
    id
    groupLabel
    groupType
    siteOfAction
    logo
    herbicides
    activeIngredients {
      id
      name
      chemicalFamily
      products
    }
  }
}
    `) as unknown as TypedDocumentString<MyHerbicideGroupsQuery, MyHerbicideGroupsQueryVariables>;
export const CompatibilityDocument = new TypedDocumentString(`
    query Compatibility($input: CompatibilityInput!) {
  compatibility(input: $input) {
    crop {
      id
      name
      logo
    }
    cropTrait {
      id
      name
      traitName
      logoUrl
    }
    relation
    safe
    injuring {
      id
      name
      chemicalFamily
      products
    }
  }
}
    `) as unknown as TypedDocumentString<CompatibilityQuery, CompatibilityQueryVariables>;
export const MyTankMixesDocument = new TypedDocumentString(`
    query MyTankMixes {
  myTankMixes {
    id
    name
    herbicideGroups {
      id
      groupLabel
      groupType
      siteOfAction
      logo
      herbicides
    }
    activeIngredients {
      id
      name
      chemicalFamily
      products
    }
    products
    owner
    createdAt
    compatibility {
      relation
      safe
    }
  }
}
    `) as unknown as TypedDocumentString<MyTankMixesQuery, MyTankMixesQueryVariables>;
export const SetMyCropsDocument = new TypedDocumentString(`
    mutation SetMyCrops($cropIds: [Int!]!) {
  setMyCrops(cropIds: $cropIds) {
    ok
    errors {
      field
      message
    }
    crops {
      id
      name
      logo
    }
    cropTraits {
      id
      name
      traitName
      logoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<SetMyCropsMutation, SetMyCropsMutationVariables>;
export const SetMyNeighborCropsDocument = new TypedDocumentString(`
    mutation SetMyNeighborCrops($cropIds: [Int!]!) {
  setMyNeighborCrops(cropIds: $cropIds) {
    ok
    errors {
      field
      message
    }
    crops {
      id
      name
      logo
    }
    cropTraits {
      id
      name
      traitName
      logoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<SetMyNeighborCropsMutation, SetMyNeighborCropsMutationVariables>;
export const SetMyCropTraitsDocument = new TypedDocumentString(`
    mutation SetMyCropTraits($cropTraitIds: [Int!]!) {
  setMyCropTraits(cropTraitIds: $cropTraitIds) {
    ok
    errors {
      field
      message
    }
    cropTraits {
      id
      name
      traitName
      logoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<SetMyCropTraitsMutation, SetMyCropTraitsMutationVariables>;
export const SetMyHerbicideGroupsDocument = new TypedDocumentString(`
    mutation SetMyHerbicideGroups($herbicideGroupIds: [Int!]!) {
  setMyHerbicideGroups(herbicideGroupIds: $herbicideGroupIds) {
    ok
    errors {
      field
      message
    }
    herbicideGroups {
      id
      groupLabel
      groupType
      siteOfAction
      logo
      herbicides
    }
  }
}
    `) as unknown as TypedDocumentString<SetMyHerbicideGroupsMutation, SetMyHerbicideGroupsMutationVariables>;
export const CreateTankMixDocument = new TypedDocumentString(`
    mutation CreateTankMix($input: CreateTankMixInput!) {
  createTankMix(input: $input) {
    ok
    errors {
      field
      message
    }
    tankMix {
      id
      name
      products
      owner
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreateTankMixMutation, CreateTankMixMutationVariables>;
export const DeleteTankMixDocument = new TypedDocumentString(`
    mutation DeleteTankMix($id: Int!) {
  deleteTankMix(id: $id) {
    ok
    errors {
      field
      message
    }
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteTankMixMutation, DeleteTankMixMutationVariables>;
export const FarmsDocument = new TypedDocumentString(`
    query Farms {
  myFarms {
    id
    name
    fieldCount
    acres
  }
}
    `) as unknown as TypedDocumentString<FarmsQuery, FarmsQueryVariables>;
export const FarmFieldsDocument = new TypedDocumentString(`
    query FarmFields {
  myFarms {
    id
    name
    fields {
      uuid
      name
      area
      farm
      cluUuid
      isBuilding
      boundaryVersion
      crop {
        id
        name
      }
      cropTrait {
        id
        name
      }
      geometry {
        type
        coordinates
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FarmFieldsQuery, FarmFieldsQueryVariables>;
export const RenameFarmDocument = new TypedDocumentString(`
    mutation RenameFarm($id: Int!, $name: String!) {
  renameFarm(id: $id, name: $name) {
    ok
    errors {
      field
      message
    }
    farm {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RenameFarmMutation, RenameFarmMutationVariables>;
export const AddFarmDocument = new TypedDocumentString(`
    mutation AddFarm($name: String!) {
  addFarm(name: $name) {
    ok
    errors {
      field
      message
    }
    farm {
      id
      name
      fieldCount
      acres
    }
    upgradeRequired
  }
}
    `) as unknown as TypedDocumentString<AddFarmMutation, AddFarmMutationVariables>;
export const DeleteFarmDocument = new TypedDocumentString(`
    mutation DeleteFarm($id: Int!) {
  deleteFarm(id: $id) {
    ok
    errors {
      field
      message
    }
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteFarmMutation, DeleteFarmMutationVariables>;
export const ClaimFieldDocument = new TypedDocumentString(`
    mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {
  claimField(uuid: $uuid, input: $input) {
    ok
    errors {
      field
      message
    }
    field {
      uuid
      name
      area
      farm
      claimed
      cluUuid
      isBuilding
      endangeredSpeciesMeasures
      bbox
      mergedFrom
      boundaryVersion
    }
    upgradeRequired
  }
}
    `) as unknown as TypedDocumentString<ClaimFieldMutation, ClaimFieldMutationVariables>;
export const UpdateFieldDocument = new TypedDocumentString(`
    mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {
  updateField(uuid: $uuid, input: $input) {
    ok
    errors {
      field
      message
    }
    field {
      uuid
      name
      area
      farm
      claimed
      cluUuid
      isBuilding
      endangeredSpeciesMeasures
      bbox
      mergedFrom
      boundaryVersion
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateFieldMutation, UpdateFieldMutationVariables>;
export const DeleteFieldDocument = new TypedDocumentString(`
    mutation DeleteField($uuid: ID!) {
  deleteField(uuid: $uuid) {
    ok
    errors {
      field
      message
    }
    uuid
  }
}
    `) as unknown as TypedDocumentString<DeleteFieldMutation, DeleteFieldMutationVariables>;
export const BulkEditFieldsDocument = new TypedDocumentString(`
    mutation BulkEditFields($items: [BulkFieldInput!]!) {
  bulkEditFields(items: $items) {
    ok
    errors {
      field
      message
    }
    fields {
      uuid
      name
      area
      farm
      claimed
      cluUuid
      isBuilding
      endangeredSpeciesMeasures
      bbox
      mergedFrom
      boundaryVersion
    }
  }
}
    `) as unknown as TypedDocumentString<BulkEditFieldsMutation, BulkEditFieldsMutationVariables>;
export const MapFieldDocument = new TypedDocumentString(`
    query MapField($uuid: ID!, $owner: Boolean) {
  mapField(uuid: $uuid, owner: $owner) {
    uuid
    cluUuid
    name
    area
    farm
    claimed
    mine
    owner {
      fullName
      email
    }
    crop {
      id
      name
      logo
    }
    cropTrait {
      id
      name
      traitName
      logoUrl
    }
    isBuilding
    center {
      lat
      lng
    }
    bbox
    hasAdjacentTrait
    adjacentTrait {
      id
      adjecentUuid
      isBuilding
    }
    adjacentFields {
      uuid
      cluUuid
      name
      area
      farm
      claimed
      mine
      isBuilding
      bbox
      hasAdjacentTrait
    }
    adjacentTraits {
      id
      adjecentUuid
      isBuilding
    }
    disputeFields {
      uuid
      area
      overlaps
    }
  }
}
    `) as unknown as TypedDocumentString<MapFieldQuery, MapFieldQueryVariables>;
export const AddAdjacentTraitDocument = new TypedDocumentString(`
    mutation AddAdjacentTrait($uuid: ID!, $input: AdjacentTraitInput!) {
  addAdjacentTrait(uuid: $uuid, input: $input) {
    ok
    errors {
      field
      message
    }
    upgradeRequired
    adjacentTrait {
      id
      adjecentUuid
      isBuilding
    }
  }
}
    `) as unknown as TypedDocumentString<AddAdjacentTraitMutation, AddAdjacentTraitMutationVariables>;
export const UpdateAdjacentTraitDocument = new TypedDocumentString(`
    mutation UpdateAdjacentTrait($uuid: ID!, $id: Int!, $input: AdjacentTraitInput!) {
  updateAdjacentTrait(uuid: $uuid, id: $id, input: $input) {
    ok
    errors {
      field
      message
    }
    upgradeRequired
    adjacentTrait {
      id
      adjecentUuid
      isBuilding
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAdjacentTraitMutation, UpdateAdjacentTraitMutationVariables>;
export const RemoveAdjacentTraitDocument = new TypedDocumentString(`
    mutation RemoveAdjacentTrait($uuid: ID!, $id: Int!) {
  removeAdjacentTrait(uuid: $uuid, id: $id) {
    ok
    errors {
      field
      message
    }
    upgradeRequired
  }
}
    `) as unknown as TypedDocumentString<RemoveAdjacentTraitMutation, RemoveAdjacentTraitMutationVariables>;
export const InviteNeighbourDocument = new TypedDocumentString(`
    mutation InviteNeighbour($uuid: ID!, $email: String!) {
  inviteNeighbour(uuid: $uuid, email: $email) {
    ok
    errors {
      field
      message
    }
    upgradeRequired
  }
}
    `) as unknown as TypedDocumentString<InviteNeighbourMutation, InviteNeighbourMutationVariables>;
export const ReportsDocument = new TypedDocumentString(`
    query Reports($page: Int! = 1, $field: ID) {
  reports(page: $page, field: $field) {
    meta {
      page
      totalPages
      total
    }
    results {
      id
      field
      fieldName
      farmName
      acres
      version
      versions
      savedAt
      savedByName
      timeZone
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsQuery, ReportsQueryVariables>;
export const ReportDocument = new TypedDocumentString(`
    query Report($id: Int!, $version: Int) {
  report(id: $id, version: $version) {
    id
    field
    fieldName
    farmName
    acres
    version
    versions
    createdAt
    savedAt
    savedByName
    changeReason
    pdfSha256
    timeZone
    timeZoneName
    form {
      reportDate
      generalInfo {
        applicator
        applicatorLicenseNumber
        sensitiveCropRegistry
        endangeredSpeciesAwareness
        applicationStart
        applicationStop
        applicationStopsNextDay
        supervisedApplicators
        registryCheckedOn
        neighboursNotified
        commercial
        customerName
        customerAddress
      }
      applications {
        productName
        epaRegNumber
        useRate
        totalAmount
        totalAmountUnit
      }
      weather {
        temperature
        humidity
        windSpeed
        windDirection
        precipitation
        source
        forecastIssuedAt
      }
      nozzle {
        manufacturer
        noozleType
        noozleSize
        pumpPressure
        boomHeightTemp
        dropletClass
      }
      site {
        cropOrSite
        areaTreatedAcres
        fsaFarmNumber
        fsaTractNumber
        fsaFieldNumber
      }
      equipment {
        carrierGpa
        groundSpeedMph
        adjuvants
        downwindBufferFt
        limitsExplanation
      }
      startCheck {
        startedAt
        temperatureF
        windMph
        windFrom
        confirmedForecast
      }
    }
    record {
      title
      fieldName
      farmLine
      dateLine
      versionLine
      laterVersion
      driftLine
      footer
    }
    history {
      id
      field
      fieldName
      farmName
      acres
      version
      versions
      createdAt
      savedAt
      savedByName
      changeReason
      pdfSha256
      timeZone
      timeZoneName
      pdfUrl
      mapUrl
    }
    pdfUrl
    mapUrl
  }
}
    `) as unknown as TypedDocumentString<ReportQuery, ReportQueryVariables>;
export const ReportDraftDocument = new TypedDocumentString(`
    query ReportDraft($field: ID!) {
  reportDraft(field: $field) {
    field {
      uuid
      name
      farmName
      acres
    }
    form {
      reportDate
    }
    weather {
      source
      issuedAt
      error
    }
    timeZone
    onBehalf
  }
}
    `) as unknown as TypedDocumentString<ReportDraftQuery, ReportDraftQueryVariables>;
export const SaveReportDocument = new TypedDocumentString(`
    mutation SaveReport($input: SaveReportInput!) {
  saveReport(input: $input) {
    ok
    errors {
      field
      message
    }
    report {
      id
      field
      fieldName
      farmName
      acres
      version
      versions
      createdAt
      savedAt
      savedByName
      changeReason
      pdfSha256
      timeZone
      timeZoneName
      pdfUrl
      mapUrl
    }
  }
}
    `) as unknown as TypedDocumentString<SaveReportMutation, SaveReportMutationVariables>;
export const AmendReportDocument = new TypedDocumentString(`
    mutation AmendReport($input: AmendReportInput!) {
  amendReport(input: $input) {
    ok
    errors {
      field
      message
    }
    report {
      id
      field
      fieldName
      farmName
      acres
      version
      versions
      createdAt
      savedAt
      savedByName
      changeReason
      pdfSha256
      timeZone
      timeZoneName
      pdfUrl
      mapUrl
    }
  }
}
    `) as unknown as TypedDocumentString<AmendReportMutation, AmendReportMutationVariables>;
export const SprayNoticesDocument = new TypedDocumentString(`
    subscription SprayNotices($after: Int) {
  sprayNotices(after: $after) {
    ...SprayNoticeParts
  }
}
    fragment SprayNoticeParts on SprayNotice {
  id
  kind
  sprayId
  active
  startedAt
  stoppedAt
  createdAt
  timeZone
  sprayedBy
  sprayer {
    fullName
    email
  }
  herbicides {
    groupLabel
    groupType
    herbicideNames
  }
  fields {
    uuid
    name
    cropTrait
    injuredBy
  }
}`) as unknown as TypedDocumentString<SprayNoticesSubscription, SprayNoticesSubscriptionVariables>;
export const LatestSprayNoticesDocument = new TypedDocumentString(`
    query LatestSprayNotices {
  sprayNotices {
    ...SprayNoticeParts
  }
}
    fragment SprayNoticeParts on SprayNotice {
  id
  kind
  sprayId
  active
  startedAt
  stoppedAt
  createdAt
  timeZone
  sprayedBy
  sprayer {
    fullName
    email
  }
  herbicides {
    groupLabel
    groupType
    herbicideNames
  }
  fields {
    uuid
    name
    cropTrait
    injuredBy
  }
}`) as unknown as TypedDocumentString<LatestSprayNoticesQuery, LatestSprayNoticesQueryVariables>;
export const CurrentSpraysDocument = new TypedDocumentString(`
    query CurrentSprays {
  currentSprays {
    ...SprayPlannerParts
  }
}
    fragment SprayPlannerParts on SprayPlanner {
  farmId
  herbicideGroups {
    id
    groupLabel
    groupType
    herbicideNames
  }
  tankMix {
    id
    name
  }
  fields {
    uuid
    name
  }
  startedAt
  timeZone
  neighboursNotified
}`) as unknown as TypedDocumentString<CurrentSpraysQuery, CurrentSpraysQueryVariables>;
export const CurrentSpraysLiveDocument = new TypedDocumentString(`
    subscription CurrentSpraysLive {
  currentSprays {
    ...SprayPlannerParts
  }
}
    fragment SprayPlannerParts on SprayPlanner {
  farmId
  herbicideGroups {
    id
    groupLabel
    groupType
    herbicideNames
  }
  tankMix {
    id
    name
  }
  fields {
    uuid
    name
  }
  startedAt
  timeZone
  neighboursNotified
}`) as unknown as TypedDocumentString<CurrentSpraysLiveSubscription, CurrentSpraysLiveSubscriptionVariables>;
export const StartSprayingDocument = new TypedDocumentString(`
    mutation StartSpraying($input: StartSprayingInput!) {
  startSpraying(input: $input) {
    ok
    errors {
      field
      message
    }
    planner {
      ...SprayPlannerParts
    }
  }
}
    fragment SprayPlannerParts on SprayPlanner {
  farmId
  herbicideGroups {
    id
    groupLabel
    groupType
    herbicideNames
  }
  tankMix {
    id
    name
  }
  fields {
    uuid
    name
  }
  startedAt
  timeZone
  neighboursNotified
}`) as unknown as TypedDocumentString<StartSprayingMutation, StartSprayingMutationVariables>;
export const StopSprayingDocument = new TypedDocumentString(`
    mutation StopSpraying($farmId: Int!) {
  stopSpraying(farmId: $farmId) {
    ok
    errors {
      field
      message
    }
    farmId
  }
}
    `) as unknown as TypedDocumentString<StopSprayingMutation, StopSprayingMutationVariables>;
export const FieldDriftDocument = new TypedDocumentString(`
    query FieldDrift($uuid: ID!, $plan: SprayPlanInput, $hour: Int) {
  fieldDrift(uuid: $uuid, plan: $plan, hour: $hour) {
    zone {
      polygons
      windSpeedMph
      windDirectionDeg
      windDirection
      dropletClass
      boomHeightIn
      activeIngredients
      distanceFt
      physicalDistanceFt
      labelBufferFt
      labelBufferActive
      labelBufferSource
      acres
      weatherSource
    }
    unavailable
  }
}
    `) as unknown as TypedDocumentString<FieldDriftQuery, FieldDriftQueryVariables>;
export const AdjacentFieldsDocument = new TypedDocumentString(`
    query AdjacentFields($uuid: ID!, $plan: SprayPlanInput) {
  adjacentFields(uuid: $uuid, plan: $plan) {
    uuid
    name
    own
    label
    isBuilding
    distanceFt
    compatible
    injuring
    polygons
  }
}
    `) as unknown as TypedDocumentString<AdjacentFieldsQuery, AdjacentFieldsQueryVariables>;