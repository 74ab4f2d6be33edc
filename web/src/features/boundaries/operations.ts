import { graphql } from '../../graphql/generated';

// Drawing, reshaping, merging and splitting boundaries.
export const CreateFieldMutation = graphql(`
  mutation CreateField($input: CreateFieldInput!) {
    createField(input: $input) {
      ok
      upgradeRequired
      errors {
        field
        message
      }
      field {
        uuid
        name
        farm
        bbox
      }
    }
  }
`);

export const MergeFieldsMutation = graphql(`
  mutation MergeFields($uuid: ID!, $mergeFields: [ID!]!) {
    mergeFields(uuid: $uuid, mergeFields: $mergeFields) {
      ok
      errors {
        message
      }
      field {
        uuid
        name
        area
        mergedFrom
      }
    }
  }
`);

export const SplitFieldMutation = graphql(`
  mutation SplitField($uuid: ID!, $line: [[Float!]!]!, $boundaryVersion: Int!) {
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
      }
    }
  }
`);

export const ReshapeFieldMutation = graphql(`
  mutation ReshapeField($uuid: ID!, $mpoly: [[[[Float!]!]!]!]!, $boundaryVersion: Int!) {
    updateField(uuid: $uuid, input: { mpoly: $mpoly, boundaryVersion: $boundaryVersion }) {
      ok
      errors {
        field
        message
      }
      field {
        uuid
        area
        boundaryVersion
      }
    }
  }
`);
