import type { Resolvers } from '../generated/resolvers';
import { CluNode } from './CluNode';
import { ColorSchema } from './ColorSchema';
import { EncodedRings } from './EncodedRings';
import { Farm } from './Farm';
import { FieldOwner } from './FieldOwner';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { Subscription } from './Subscription';
import { User } from './User';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Subscription,
  User,
  CluNode,
  ColorSchema,
  EncodedRings,
  Farm,
  FieldOwner,
};
