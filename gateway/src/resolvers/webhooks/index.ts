import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { PartnerApp } from './PartnerApp';
import { Query } from './Query';
import { WebhookDelivery } from './WebhookDelivery';

export const webhooks: Resolvers = { Query, Mutation, PartnerApp, WebhookDelivery };
