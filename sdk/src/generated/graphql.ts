/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a notice tells: a spray started, or a spray the viewer was told of has stopped. */
export type SprayNoticeKind =
  | 'STARTED'
  | 'STOPPED';

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

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { uuid: string, accountId: number, fullName: string, email: string, farmName: string } | null };

export type MyCropsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCropsQuery = { myCrops: Array<{ id: number, name: string, traits: Array<{ id: number, name: string }> }> };

export type FarmsQueryVariables = Exact<{ [key: string]: never; }>;


export type FarmsQuery = { myFarms: Array<{ id: number, name: string, fieldCount: number, acres: number }> };

export type FarmFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type FarmFieldsQuery = { myFarms: Array<{ id: number, name: string, fields: Array<{ uuid: string, name: string, area: number, farm: number, cluUuid: string | null, isBuilding: boolean, boundaryVersion: number, crop: { id: number, name: string } | null, cropTrait: { id: number, name: string } | null, geometry: { type: string, coordinates: Array<Array<Array<Array<number>>>> } }> }> };

export type RenameFarmMutationVariables = Exact<{
  id: number;
  name: string;
}>;


export type RenameFarmMutation = { renameFarm: { ok: boolean, errors: Array<{ field: string | null, message: string }>, farm: { id: number, name: string } | null } };

export type ReportsQueryVariables = Exact<{
  page?: number;
  field?: string | number | null | undefined;
}>;


export type ReportsQuery = { reports: { meta: { page: number, totalPages: number, total: number }, results: Array<{ id: number, field: string | null, fieldName: string, farmName: string, acres: number, version: number, versions: number, savedAt: string, savedByName: string, timeZone: string }> } };

export type SprayNoticesSubscriptionVariables = Exact<{
  after?: number | null | undefined;
}>;


export type SprayNoticesSubscription = { sprayNotices: { id: number, kind: SprayNoticeKind, sprayId: number | null, active: boolean, startedAt: string, stoppedAt: string | null, createdAt: string, timeZone: string, sprayedBy: string | null, sprayer: { fullName: string, email: string } | null, herbicides: Array<{ groupLabel: string, groupType: string, herbicideNames: Array<string> }>, fields: Array<{ uuid: string, name: string, cropTrait: string, injuredBy: Array<string> }> } };

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
export const SprayNoticesDocument = new TypedDocumentString(`
    subscription SprayNotices($after: Int) {
  sprayNotices(after: $after) {
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
}
    `) as unknown as TypedDocumentString<SprayNoticesSubscription, SprayNoticesSubscriptionVariables>;
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