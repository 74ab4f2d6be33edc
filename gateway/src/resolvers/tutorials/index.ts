import type { Resolvers } from '../../generated/resolvers';
import { Mutation } from './Mutation';
import { TutorialFlags } from './TutorialFlags';
import { User } from './User';

export const tutorials: Resolvers = { Mutation, TutorialFlags, User };
