import type { NoticeFieldResolvers } from '../../generated/resolvers';

export const NoticeField: NoticeFieldResolvers = {
  cropTrait: (field) => field.crop_trait,
  injuredBy: (field) => field.injured_by,
};
