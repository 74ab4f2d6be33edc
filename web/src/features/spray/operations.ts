import { graphql } from '../../graphql/generated';

export const FieldWeatherFields = graphql(`
  fragment FieldWeatherFields on FieldWeather {
    temperature0
    windSpeed0
    windDir0
    chanceOfRain0
    source
    issuedAt
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
        windDirectionDeg
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
