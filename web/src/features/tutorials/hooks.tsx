import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ViewerQuery } from '../../graphql/session';
import { useResultMutation } from '../../graphql/useResultMutation';
import { UpdateTutorialsMutation } from './operations';

export type TutorialFlag = 'farms' | 'herbicides' | 'traits' | 'tankMix';

/** Marks tutorials finished; the viewer in the cache follows, so every tour hides at once. */
export function useFinishTutorials(): (flags: TutorialFlag[]) => Promise<boolean> {
  const [run] = useResultMutation(UpdateTutorialsMutation, {
    update(cache, { tutorial }) {
      if (!tutorial) return;
      cache.updateQuery({ query: ViewerQuery }, (current) =>
        current?.me ? { me: { ...current.me, tutorial } } : current,
      );
    },
    failure: 'There was an error saving your tutorial progress!',
  });
  return async (flags) => (await run({ input: Object.fromEntries(flags.map((flag) => [flag, true])) })).ok;
}

/** The close icon of any tutorial: asks (spec 2), then marks every tutorial finished. */
export function useDisableAllTutorials(): () => void {
  const finish = useFinishTutorials();
  return () =>
    modals.openConfirmModal({
      title: 'Disable tutorial',
      children: (
        <Text size="sm">Are you sure you want to disable all tutorials? This action cannot be undone.</Text>
      ),
      labels: { confirm: 'Disable', cancel: 'Close' },
      confirmProps: { color: 'red' },
      onConfirm: () => void finish(['farms', 'herbicides', 'traits', 'tankMix']),
    });
}
