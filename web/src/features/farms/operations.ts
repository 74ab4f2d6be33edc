import { graphql } from '../../graphql/generated';

export const AddFarmMutation = graphql(`
  mutation AddFarm($name: String!) {
    addFarm(name: $name) {
      ok
      upgradeRequired
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
`);

export const RenameFarmMutation = graphql(`
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
`);

export const DeleteFarmMutation = graphql(`
  mutation DeleteFarm($id: Int!) {
    deleteFarm(id: $id) {
      ok
      errors {
        field
        message
      }
      id
    }
  }
`);

export const UpdateFieldMutation = graphql(`
  mutation UpdateField($uuid: ID!, $input: UpdateFieldInput!) {
    updateField(uuid: $uuid, input: $input) {
      ok
      errors {
        field
        message
      }
      field {
        uuid
        name
      }
    }
  }
`);

export const DeleteFieldMutation = graphql(`
  mutation DeleteField($uuid: ID!) {
    deleteField(uuid: $uuid) {
      ok
      errors {
        field
        message
      }
      uuid
    }
  }
`);

export const BulkEditFieldsMutation = graphql(`
  mutation BulkEditFields($items: [BulkFieldInput!]!) {
    bulkEditFields(items: $items) {
      ok
      errors {
        field
        message
      }
      fields {
        uuid
      }
    }
  }
`);

// Claiming a free CLU field from its popup, and the grower's fields as the map's markers.
export const ClaimFieldMutation = graphql(`
  mutation ClaimField($uuid: ID!, $input: ClaimFieldInput!) {
    claimField(uuid: $uuid, input: $input) {
      ok
      upgradeRequired
      errors {
        field
        message
      }
      field {
        uuid
        name
        area
        farm
      }
    }
  }
`);

export const MyFarmsQuery = graphql(`
  query MyFarms {
    myFarms {
      id
      name
      fields {
        uuid
        name
        area
        center {
          lat
          lng
        }
        bbox
      }
    }
  }
`);
