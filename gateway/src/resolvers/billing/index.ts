import type { Resolvers } from '../../generated/resolvers';
import { AccountPlan, CardOnFile, RenewalPackage } from './AccountPlan';
import { Mutation } from './Mutation';
import { Package } from './Package';
import { Query } from './Query';
import { User } from './User';

export const billing: Resolvers = { Query, Mutation, Package, AccountPlan, RenewalPackage, CardOnFile, User };
