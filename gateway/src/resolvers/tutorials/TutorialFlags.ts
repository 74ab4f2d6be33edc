import type { TutorialFlagsResolvers } from '../../generated/resolvers';

export const TutorialFlags: TutorialFlagsResolvers = {
  tankMix: (flags) => flags.tank_mix,
};
