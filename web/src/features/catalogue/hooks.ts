import { useResultMutation } from '../../graphql/useResultMutation';
import {
  MyCropsQuery,
  MyCropTraitsQuery,
  MyHerbicideGroupsQuery,
  MyNeighborCropsQuery,
  SetMyCropsMutation,
  SetMyCropTraitsMutation,
  SetMyHerbicideGroupsMutation,
  SetMyNeighborCropsMutation,
} from './operations';
import { type Change, changeMessage, failureMessage, type Noun, nouns } from './wording';

// One hook per mutation of the managers. Each owns its payload errors, a network failure,
// its toast and its cache update, and resolves true when the save landed: screens only call.
export type SaveList = (ids: number[], change: { change: Change; count: number }) => Promise<boolean>;

/** A save's toasts, in the spec's words for what changed and how many. */
const wording = (noun: Noun, { change, count }: { change: Change; count: number }) => ({
  success: changeMessage(noun, change, count),
  failure: failureMessage(noun, change),
});

export function useSetMyCrops(): [SaveList, boolean] {
  const [run, loading] = useResultMutation(SetMyCropsMutation, {
    update(cache, answer) {
      if (!answer.crops || !answer.cropTraits) return;
      cache.writeQuery({ query: MyCropsQuery, data: { myCrops: answer.crops } });
      cache.writeQuery({ query: MyCropTraitsQuery, data: { myCropTraits: answer.cropTraits } });
    },
    failure: 'There was an error saving your list!',
  });
  const save: SaveList = async (cropIds, change) => (await run({ cropIds }, wording(nouns.crop, change))).ok;
  return [save, loading];
}

export function useSetMyNeighborCrops(): [SaveList, boolean] {
  const [run, loading] = useResultMutation(SetMyNeighborCropsMutation, {
    update(cache, answer) {
      if (!answer.crops || !answer.cropTraits) return;
      cache.writeQuery({ query: MyNeighborCropsQuery, data: { myNeighborCrops: answer.crops } });
      cache.writeQuery({ query: MyCropTraitsQuery, data: { myCropTraits: answer.cropTraits } });
    },
    failure: 'There was an error saving your list!',
  });
  const save: SaveList = async (cropIds, change) =>
    (await run({ cropIds }, wording(nouns.neighborCrop, change))).ok;
  return [save, loading];
}

export function useSetMyCropTraits(): [SaveList, boolean] {
  const [run, loading] = useResultMutation(SetMyCropTraitsMutation, {
    update(cache, answer) {
      if (!answer.cropTraits) return;
      cache.writeQuery({ query: MyCropTraitsQuery, data: { myCropTraits: answer.cropTraits } });
    },
    failure: 'There was an error saving your list!',
  });
  const save: SaveList = async (cropTraitIds, change) =>
    (await run({ cropTraitIds }, wording(nouns.trait, change))).ok;
  return [save, loading];
}

export function useSetMyHerbicideGroups(): [SaveList, boolean] {
  const [run, loading] = useResultMutation(SetMyHerbicideGroupsMutation, {
    update(cache, answer) {
      if (!answer.herbicideGroups) return;
      cache.writeQuery({
        query: MyHerbicideGroupsQuery,
        data: { myHerbicideGroups: answer.herbicideGroups },
      });
    },
    failure: 'There was an error saving your list!',
  });
  const save: SaveList = async (herbicideGroupIds, change) =>
    (await run({ herbicideGroupIds }, wording(nouns.herbicide, change))).ok;
  return [save, loading];
}
