import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { PartnerApp } from './PartnerApp';

export const webhooks: Resolvers = { Mutation, PartnerApp };
