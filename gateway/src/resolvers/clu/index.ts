import type { Resolvers } from '../../generated/resolvers';
import { CluBatch } from './CluBatch';
import { CluNode } from './CluNode';
import { CluWireFields } from './CluWireFields';
import { ColorSchema } from './ColorSchema';
import { EncodedRings } from './EncodedRings';
import { Query } from './Query';
import { Subscription } from './Subscription';

export const clu: Resolvers = {
  Query,
  Subscription,
  CluNode,
  CluBatch,
  CluWireFields,
  EncodedRings,
  ColorSchema,
};
