import type { Resolvers } from '../../generated/resolvers';
import { ActiveIngredient } from './ActiveIngredient';
import { CompatibilityVerdict } from './CompatibilityVerdict';
import { Crop } from './Crop';
import { CropTrait } from './CropTrait';
import { CropTraitGroup } from './CropTraitGroup';
import { HerbicideGroup } from './HerbicideGroup';
import { Mutation } from './Mutation';
import { NozzleReference } from './NozzleReference';
import { ProductRegistration } from './ProductRegistration';
import { Query } from './Query';

export const catalogue: Resolvers = {
  Query,
  Mutation,
  Crop,
  CropTrait,
  CropTraitGroup,
  HerbicideGroup,
  ActiveIngredient,
  CompatibilityVerdict,
  NozzleReference,
  ProductRegistration,
};
