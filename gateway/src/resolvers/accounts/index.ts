import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { Subscription } from './Subscription';
import { User } from './User';

export const accounts: Resolvers = { Query, Mutation, Subscription, User };
