import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { Report } from './Report';
import { ReportDraft } from './ReportDraft';

export const reports: Resolvers = { Query, Mutation, Report, ReportDraft };
