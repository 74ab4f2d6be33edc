import type { Resolvers } from '../../generated/resolvers';
import { Field } from './Field';
import { Mutation } from './Mutation';
import { Query } from './Query';

export const boundaries: Resolvers = { Query, Mutation, Field };
