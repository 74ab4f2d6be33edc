import type { Resolvers } from '../../generated/resolvers';
import { AgRetailerInvite } from './AgRetailerInvite';
import { AssignedAccount } from './AssignedAccount';
import { AssignedFarm } from './AssignedFarm';
import { AssignedRetailer } from './AssignedRetailer';
import { Mutation } from './Mutation';
import { PaginationMeta } from './PaginationMeta';
import { PendingInvite } from './PendingInvite';
import { Query } from './Query';

export const retailers: Resolvers = {
  Query,
  Mutation,
  PaginationMeta,
  AssignedRetailer,
  AssignedAccount,
  AssignedFarm,
  AgRetailerInvite,
  PendingInvite,
};
