import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { PartnerApp } from './PartnerApp';
import { Query } from './Query';

export const partners: Resolvers = { Query, Mutation, PartnerApp };
