import { graphql } from '../../graphql/generated';

// The catalogue as the five managers read and write it.
export const CropFields = graphql(`
  fragment CropFields on Crop {
    id
    name
    logo
  }
`);

export const CropTraitFields = graphql(`
  fragment CropTraitFields on CropTrait {
    id
    name
    traitName
    logoUrl
    crop {
      id
      name
    }
  }
`);

export const HerbicideGroupFields = graphql(`
  fragment HerbicideGroupFields on HerbicideGroup {
    id
    groupLabel
    groupType
    logo
    herbicides
    activeIngredients {
      id
      name
      products
    }
  }
`);

export const VerdictFields = graphql(`
  fragment VerdictFields on CompatibilityVerdict {
    safe
    relation
    crop {
      id
      name
    }
    cropTrait {
      id
      name
    }
    injuring {
      id
      name
    }
  }
`);

export const CropsScreenQuery = graphql(`
  query CropsScreen {
    crops {
      ...CropFields
    }
    myCrops {
      ...CropFields
    }
    myNeighborCrops {
      ...CropFields
    }
  }
`);

export const TraitsScreenQuery = graphql(`
  query TraitsScreen {
    cropTraitGroups {
      cropName
      traits {
        ...CropTraitFields
      }
    }
    myCropTraits {
      ...CropTraitFields
    }
    myCrops {
      ...CropFields
    }
    myNeighborCrops {
      ...CropFields
    }
  }
`);

export const HerbicidesScreenQuery = graphql(`
  query HerbicidesScreen {
    herbicideGroups {
      ...HerbicideGroupFields
    }
    myHerbicideGroups {
      ...HerbicideGroupFields
    }
  }
`);

export const SetMyCropsMutation = graphql(`
  mutation SetMyCrops($cropIds: [Int!]!) {
    setMyCrops(cropIds: $cropIds) {
      ok
      errors {
        field
        message
      }
      crops {
        ...CropFields
      }
      cropTraits {
        ...CropTraitFields
      }
    }
  }
`);

export const SetMyNeighborCropsMutation = graphql(`
  mutation SetMyNeighborCrops($cropIds: [Int!]!) {
    setMyNeighborCrops(cropIds: $cropIds) {
      ok
      errors {
        field
        message
      }
      crops {
        ...CropFields
      }
      cropTraits {
        ...CropTraitFields
      }
    }
  }
`);

export const SetMyCropTraitsMutation = graphql(`
  mutation SetMyCropTraits($cropTraitIds: [Int!]!) {
    setMyCropTraits(cropTraitIds: $cropTraitIds) {
      ok
      errors {
        field
        message
      }
      cropTraits {
        ...CropTraitFields
      }
    }
  }
`);

export const SetMyHerbicideGroupsMutation = graphql(`
  mutation SetMyHerbicideGroups($herbicideGroupIds: [Int!]!) {
    setMyHerbicideGroups(herbicideGroupIds: $herbicideGroupIds) {
      ok
      errors {
        field
        message
      }
      herbicideGroups {
        ...HerbicideGroupFields
      }
    }
  }
`);

// The grower's lists alone: the mutation hooks write their answers here, so every screen
// reading these lists sees the save at once.
export const MyCropsQuery = graphql(`
  query MyCrops {
    myCrops {
      ...CropFields
    }
  }
`);

export const MyNeighborCropsQuery = graphql(`
  query MyNeighborCrops {
    myNeighborCrops {
      ...CropFields
    }
  }
`);

export const MyCropTraitsQuery = graphql(`
  query MyCropTraits {
    myCropTraits {
      ...CropTraitFields
    }
  }
`);

export const MyHerbicideGroupsQuery = graphql(`
  query MyHerbicideGroups {
    myHerbicideGroups {
      ...HerbicideGroupFields
    }
  }
`);
