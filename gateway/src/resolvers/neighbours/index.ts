import type { Resolvers } from '../../generated/resolvers';
import { AdjacentTrait } from './AdjacentTrait';
import { Farm } from './Farm';
import { Field } from './Field';
import { MapField } from './MapField';
import { Mutation } from './Mutation';
import { NeighborWarning } from './NeighborWarning';
import { Query } from './Query';

export const neighbours: Resolvers = {
  Query,
  Mutation,
  MapField,
  AdjacentTrait,
  NeighborWarning,
  Farm,
  Field,
};
