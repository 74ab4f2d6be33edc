import { graphql } from '../../graphql/generated';

// The farm sidebar: the grower's farms with their fields, and the calls that change farms.
export const FarmSidebarQuery = graphql(`
  query FarmSidebar {
    myFarms {
      id
      name
      fieldCount
      acres
      fields {
        uuid
        name
        area
        bbox
        isBuilding
        crop {
          id
          name
          logo
        }
        cropTrait {
          id
          name
        }
      }
    }
  }
`);

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
