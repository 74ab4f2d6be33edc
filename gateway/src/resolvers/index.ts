import type { Resolvers } from '../generated/resolvers';
import { accounts } from './accounts';
import { audit } from './audit';
import { billing } from './billing';
import { boundaries } from './boundaries';
import { catalogue } from './catalogue';
import { clu } from './clu';
import { farms } from './farms';
import { imports } from './imports';
import { mergeDomains } from './merge';
import { neighbours } from './neighbours';
import { partners } from './partners';
import { reports } from './reports';
import { retailers } from './retailers';
import { sprayPlanner } from './spray-planner';
import { spraySafety } from './spray-safety';
import { tankMixes } from './tank-mixes';
import { tutorials } from './tutorials';
import { webhooks } from './webhooks';

/**
 * One resolver folder per domain, named as its schema file (docs/domains.md): each resolves
 * the root fields and types its `schema/<domain>.graphql` declares, and only those
 * (domains.test.ts holds every folder to its file).
 */
export const domains: Record<string, Resolvers> = {
  accounts,
  billing,
  retailers,
  audit,
  tutorials,
  partners,
  webhooks,
  farms,
  boundaries,
  neighbours,
  imports,
  clu,
  catalogue,
  'tank-mixes': tankMixes,
  'spray-safety': spraySafety,
  'spray-planner': sprayPlanner,
  reports,
};

export const resolvers: Resolvers = mergeDomains(domains);
