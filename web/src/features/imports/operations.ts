import { graphql } from '../../graphql/generated';

// A farm's boundaries in and out as files.
export const ImportFarmFieldsMutation = graphql(`
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
        notBoundaries
        written
        notes
        columns
        nameColumn
        features {
          number
          name
          taken
          status
          reason
          acres
          matches {
            uuid
            name
            farmName
            metres
          }
        }
      }
    }
  }
`);

export const FarmFieldsFileQuery = graphql(`
  query FarmFieldsFile($farm: Int!, $format: BoundaryFormat!) {
    farmFieldsFile(farm: $farm, format: $format) {
      filename
      contentType
      base64
    }
  }
`);
