import type { Resolvers } from '../../generated/resolvers';
import { Farm } from './Farm';
import { Mutation } from './Mutation';
import { NoticeField } from './NoticeField';
import { Query } from './Query';
import { SprayedGroup } from './SprayedGroup';
import { SprayNotice } from './SprayNotice';
import { SprayPlanner } from './SprayPlanner';
import { SprayReadings } from './SprayReadings';
import { Subscription } from './Subscription';

export const sprayPlanner: Resolvers = {
  Query,
  Mutation,
  Subscription,
  Farm,
  SprayPlanner,
  SprayReadings,
  SprayedGroup,
  SprayNotice,
  NoticeField,
};
