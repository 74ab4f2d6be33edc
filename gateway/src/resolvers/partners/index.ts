import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { Query } from './Query';

export const partners: Resolvers = { Query, Mutation };
