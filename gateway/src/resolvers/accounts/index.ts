import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { StaffAccount } from './StaffAccount';
import { Subscription } from './Subscription';
import { User } from './User';

export const accounts: Resolvers = { Query, Mutation, Subscription, User, StaffAccount };
