import { graphql } from '../../graphql/generated';

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
    neighboursNotified
  }
`);

export const SprayNoticeFields = graphql(`
  fragment SprayNoticeFields on SprayNotice {
    id
    startedAt
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
    sprayer {
      fullName
      email
    }
  }
`);

/** What the start-spraying form offers: the farm's fields, the grower's groups and mixes. */
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
