import { graphql } from './generated';

// The grower's farms and fields as the sidebar lists them: the farms screens, the spray planner's
// farm names, the report's field picker and the season export all read this one query.
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
        cluUuid
        name
        area
        bbox
        isBuilding
        endangeredSpeciesMeasures
        crop {
          id
          name
          logo
        }
        cropTrait {
          id
          name
        }
        disputeFields {
          uuid
          area
          overlaps
        }
        neighborCompatibility {
          field
          crop {
            name
          }
          cropTrait {
            name
          }
          injuring
        }
      }
    }
  }
`);

/** What a field's crop and trait can be: every crop, and its traits (the crop/trait picker's). */
export const CropChoicesQuery = graphql(`
  query CropChoices {
    crops {
      id
      name
    }
    cropTraitGroups {
      cropName
      crop {
        id
      }
      traits {
        id
        traitName
      }
    }
  }
`);
