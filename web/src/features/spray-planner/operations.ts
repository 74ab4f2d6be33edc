import { graphql } from '../../graphql/generated';

// The spray planner's GraphQL: what a grower can spray, starting and stopping, "Currently
// spraying" and neighbours' notices (live).

/** What the grower can plan to spray: their tank mixes and herbicide groups. */
export const SprayChoicesQuery = graphql(`
  query SprayChoices {
    myTankMixes {
      id
      name
    }
    myHerbicideGroups {
      id
      groupLabel
      groupType
    }
  }
`);

/** The field's time zone a start is typed in: its forecast's (the api reads it off the field's place). */
export const SprayZoneQuery = graphql(`
  query SprayZone {
    myFarms {
      id
      fields {
        uuid
        weather {
          weather {
            timeZone
          }
        }
      }
    }
  }
`);

// The spray planner as the Dashboard and the top bar use it.
export const SprayPlannerFields = graphql(`
  fragment SprayPlannerFields on SprayPlanner {
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
`);

export const SprayNoticeFields = graphql(`
  fragment SprayNoticeFields on SprayNotice {
    id
    kind
    sprayId
    startedAt
    stoppedAt
    active
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
    timeZone
    sprayedBy
  }
`);

/** What the grower's farms spray now, then again after every change (the top bar). */
export const CurrentSpraysSubscription = graphql(`
  subscription CurrentSprays {
    currentSprays {
      ...SprayPlannerFields
    }
  }
`);

export const SprayNoticesQuery = graphql(`
  query SprayNotices {
    sprayNotices {
      ...SprayNoticeFields
    }
  }
`);

export const SprayNoticesSubscription = graphql(`
  subscription SprayNoticesLive($after: Int) {
    sprayNotices(after: $after) {
      ...SprayNoticeFields
    }
  }
`);

export const StartSprayingMutation = graphql(`
  mutation StartSpraying($input: StartSprayingInput!) {
    startSpraying(input: $input) {
      ok
      errors {
        field
        message
      }
      planner {
        ...SprayPlannerFields
      }
    }
  }
`);

export const StopSprayingMutation = graphql(`
  mutation StopSpraying($farmId: Int!) {
    stopSpraying(farmId: $farmId) {
      ok
      errors {
        message
      }
      farmId
    }
  }
`);
