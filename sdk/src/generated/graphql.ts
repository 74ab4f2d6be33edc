/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a notice tells: a spray started, or a spray the viewer was told of has stopped. */
export type SprayNoticeKind =
  | 'STARTED'
  | 'STOPPED';

export type FarmsQueryVariables = Exact<{ [key: string]: never; }>;


export type FarmsQuery = { myFarms: Array<{ id: number, name: string, fieldCount: number, acres: number }> };

export type FarmFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type FarmFieldsQuery = { myFarms: Array<{ id: number, name: string, fields: Array<{ uuid: string, name: string, area: number, farm: number, cluUuid: string | null, isBuilding: boolean, boundaryVersion: number, crop: { id: number, name: string } | null, cropTrait: { id: number, name: string } | null, geometry: { type: string, coordinates: Array<Array<Array<Array<number>>>> } }> }> };

export type RenameFarmMutationVariables = Exact<{
  id: number;
  name: string;
}>;


export type RenameFarmMutation = { renameFarm: { ok: boolean, errors: Array<{ field: string | null, message: string }>, farm: { id: number, name: string } | null } };

export type SprayNoticesSubscriptionVariables = Exact<{
  after?: number | null | undefined;
}>;


export type SprayNoticesSubscription = { sprayNotices: { id: number, kind: SprayNoticeKind, sprayId: number | null, active: boolean, startedAt: string, stoppedAt: string | null, createdAt: string, timeZone: string, sprayedBy: string | null, sprayer: { fullName: string, email: string } | null, herbicides: Array<{ groupLabel: string, groupType: string, herbicideNames: Array<string> }>, fields: Array<{ uuid: string, name: string, cropTrait: string, injuredBy: Array<string> }> } };

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