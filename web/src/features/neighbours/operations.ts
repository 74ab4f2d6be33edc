import { graphql } from '../../graphql/generated';

// One field as the viewer may see it, and a plan B grower's notes of and invitations to the
// fields beside theirs.
export const MapFieldQuery = graphql(`
  query MapField($uuid: ID!, $owner: Boolean) {
    mapField(uuid: $uuid, owner: $owner) {
      uuid
      cluUuid
      name
      area
      claimed
      mine
      bbox
      isBuilding
      owner {
        fullName
        email
      }
      crop {
        id
        name
      }
      cropTrait {
        id
        name
      }
      weather {
        temperature0
        windSpeed0
        windDir0
        chanceOfRain0
        source
      }
      hasAdjacentTrait
      adjacentTrait {
        id
        adjecentUuid
        isBuilding
        crop {
          id
          name
        }
        cropTrait {
          id
          name
        }
      }
    }
  }
`);

export const AddAdjacentTraitMutation = graphql(`
  mutation AddAdjacentTrait($uuid: ID!, $input: AdjacentTraitInput!) {
    addAdjacentTrait(uuid: $uuid, input: $input) {
      ok
      upgradeRequired
      errors {
        field
        message
      }
      adjacentTrait {
        id
      }
    }
  }
`);

export const UpdateAdjacentTraitMutation = graphql(`
  mutation UpdateAdjacentTrait($uuid: ID!, $id: Int!, $input: AdjacentTraitInput!) {
    updateAdjacentTrait(uuid: $uuid, id: $id, input: $input) {
      ok
      upgradeRequired
      errors {
        field
        message
      }
      adjacentTrait {
        id
        isBuilding
        crop {
          id
          name
        }
        cropTrait {
          id
          name
        }
      }
    }
  }
`);

export const RemoveAdjacentTraitMutation = graphql(`
  mutation RemoveAdjacentTrait($uuid: ID!, $id: Int!) {
    removeAdjacentTrait(uuid: $uuid, id: $id) {
      ok
      upgradeRequired
      errors {
        field
        message
      }
    }
  }
`);

export const InviteNeighbourMutation = graphql(`
  mutation InviteNeighbour($uuid: ID!, $email: String!) {
    inviteNeighbour(uuid: $uuid, email: $email) {
      ok
      upgradeRequired
      errors {
        field
        message
      }
    }
  }
`);

export const NeighbourPromptsQuery = graphql(`
  query NeighbourPrompts {
    myFarms {
      id
      name
      neighbourPrompts {
        uuid
        area
        claimed
        bbox
      }
    }
  }
`);
