import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { TankMix } from './TankMix';

export const tankMixes: Resolvers = { Query, Mutation, TankMix };
