import { graphql } from '../../graphql/generated';

export const TankMixFields = graphql(`
  fragment TankMixFields on TankMix {
    id
    name
    herbicideGroups {
      ...HerbicideGroupFields
    }
    activeIngredients {
      id
      name
      group {
        id
      }
    }
    products
    compatibility {
      ...VerdictFields
    }
  }
`);

export const TankMixScreenQuery = graphql(`
  query TankMixScreen {
    myHerbicideGroups {
      ...HerbicideGroupFields
    }
    myTankMixes {
      ...TankMixFields
    }
  }
`);

/** What the mix being built would injure, among the grower's own and neighbours' crops. */
export const MixCompatibilityQuery = graphql(`
  query MixCompatibility($herbicideGroupIds: [Int!]!, $activeIngredientIds: [Int!]!, $products: [String!]!) {
    compatibility(
      input: { herbicideGroupIds: $herbicideGroupIds, activeIngredientIds: $activeIngredientIds, products: $products }
    ) {
      ...VerdictFields
    }
  }
`);

export const CreateTankMixMutation = graphql(`
  mutation CreateTankMix($input: CreateTankMixInput!) {
    createTankMix(input: $input) {
      ok
      errors {
        field
        message
      }
      tankMix {
        ...TankMixFields
      }
    }
  }
`);

export const DeleteTankMixMutation = graphql(`
  mutation DeleteTankMix($id: Int!) {
    deleteTankMix(id: $id) {
      ok
      errors {
        field
        message
      }
      id
    }
  }
`);

export const MyTankMixesQuery = graphql(`
  query MyTankMixes {
    myTankMixes {
      ...TankMixFields
    }
  }
`);
