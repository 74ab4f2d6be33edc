import { graphql } from '../../graphql/generated';

// Spray safety's GraphQL: a field's weather, sprayability, label breaches and drift.

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
            # What says why there is no window, when there is none (no-window.ts).
            hours {
              allowed
              index
              reasons
              breaches {
                kind
                found
              }
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

export const DriftColorsQuery = graphql(`
  query DriftColors {
    colorSchema {
      drift
      compatibleAdjacentField
      incompatibleAdjacentField
    }
  }
`);
