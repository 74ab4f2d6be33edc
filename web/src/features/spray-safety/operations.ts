import { graphql } from '../../graphql/generated';

// The spray tools' GraphQL: a field's weather, sprayability and drift (spray safety), and the
// spray planner, "Currently spraying" and neighbours' notices (live).

export const FieldWeatherFields = graphql(`
  fragment FieldWeatherFields on FieldWeather {
    temperature0
    windSpeed0
    windDir0
    chanceOfRain0
    source
    issuedAt
    timeZone
  }
`);

export const LabelBreachFields = graphql(`
  fragment LabelBreachFields on LabelBreach {
    rule
    tier
    words
    found
    source
    confirmed
    products
  }
`);

/** Sprayability of every field of the grower's farms, for the plan (the field list). */
export const FarmSprayQuery = graphql(`
  query FarmSpray($plan: SprayPlanInput) {
    myFarms {
      id
      fields {
        uuid
        spray(plan: $plan) {
          unavailable
          sprayability {
            index
            good
            allowed
            breaches {
              ...LabelBreachFields
            }
            cautions {
              ...LabelBreachFields
            }
            labels {
              id
              products {
                name
                epaRegNumber
                registered
              }
            }
            reasons
            explanation
            windows {
              start
              end
              lowestIndex
            }
            weather {
              ...FieldWeatherFields
            }
          }
        }
      }
    }
  }
`);

/** One field's drift zone and judged neighbours, for the map. */
export const FieldDriftQuery = graphql(`
  query FieldDrift($uuid: ID!, $plan: SprayPlanInput) {
    fieldDrift(uuid: $uuid, plan: $plan) {
      unavailable
      zone {
        polygons
        windSpeedMph
        windDirection
        distanceFt
        dropletClass
        labelBufferFt
        labelBufferActive
        weatherSource
      }
    }
    adjacentFields(uuid: $uuid, plan: $plan) {
      uuid
      label
      compatible
      injuring
      polygons
    }
  }
`);

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

export const DriftColorsQuery = graphql(`
  query DriftColors {
    colorSchema {
      drift
      compatibleAdjacentField
      incompatibleAdjacentField
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
