import { graphql } from '../graphql/generated';

export const CluNodesQuery = graphql(`
  query CluNodes($lat: Float!, $lng: Float!) {
    cluNodes(lat: $lat, lng: $lng) {
      id
      fieldCount
      geometryVersion
    }
  }
`);

export const CluCoverageQuery = graphql(`
  query CluCoverage($west: Float!, $south: Float!, $east: Float!, $north: Float!) {
    cluCoverage(west: $west, south: $south, east: $east, north: $north) {
      id
      fieldCount
      center {
        lat
        lng
      }
    }
  }
`);

export const ColorSchemaQuery = graphql(`
  query ColorSchema {
    colorSchema {
      unclaimedFields
      claimedFields
      myField
      myFieldActive
      neighbouringFieldsFree
      neighbouringFieldsClaimed
      mergeFieldsColor
      disputedClus
    }
  }
`);

export const CluFieldsSubscription = graphql(`
  subscription CluFields($nodes: [CluNodeCursor!]!, $near: LatLngInput) {
    cluFields(nodes: $nodes, near: $near, outerRingsOnly: true) {
      node
      offset
      done
      unchanged
      # The compact form (one-letter keys, schema/clu.graphql CluWireFields) that the gateway
      # passes through without per-field work; the store reads it as "fields".
      fields: wireFields
    }
  }
`);

// The fields drawn from their own boundaries in the view, and the overlaps in dispute.
export const MapFieldsQuery = graphql(`
  query MapFields($west: Float!, $south: Float!, $east: Float!, $north: Float!) {
    mapFields(west: $west, south: $south, east: $east, north: $north) {
      fields {
        uuid
        mine
        neighbour
        name
        farmName
        area
        geometry {
          coordinates
        }
        disputeFields {
          uuid
          area
          overlaps
        }
        boundaryVersion
      }
      disputes {
        field
        other
        area
        geometry {
          coordinates
        }
      }
    }
  }
`);
