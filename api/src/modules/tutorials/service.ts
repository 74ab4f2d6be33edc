import type { Queryable } from '../../db/db';
import { insertTutorials, type TutorialFlags, tutorialsOf, updateTutorials } from './store';

// Which guided tours a user has seen (spec: user_tutorial). Other modules (accounts, which shows
// the flags with the user) reach them here, never through user_tutorials.

export type { TutorialFlags };

export { tutorialsOf, updateTutorials };

/** A new user starts with every tour unseen. */
export const startTutorials = (tx: Queryable, userUuid: string) => insertTutorials(tx, userUuid);
