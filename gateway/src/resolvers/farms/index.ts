import type { Resolvers } from '../../generated/resolvers';
import { Farm } from './Farm';
import { Field } from './Field';
import { FieldOwner } from './FieldOwner';
import { Mutation } from './Mutation';
import { Query } from './Query';

export const farms: Resolvers = { Query, Mutation, Farm, Field, FieldOwner };
