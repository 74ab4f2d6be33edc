import { useMutation } from '@apollo/client/react';
import { notify } from '../../notify';
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

type Payload = { ok: boolean; errors: { message: string }[] } | undefined;

/** Runs a save and says how it went, in the spec's toasts. */
async function reported(noun: Noun, change: { change: Change; count: number }, run: () => Promise<Payload>) {
  try {
    const payload = await run();
    if (payload?.ok) {
      notify.success(changeMessage(noun, change.change, change.count));
      return true;
    }
    notify.error(payload?.errors[0]?.message ?? failureMessage(noun, change.change));
  } catch {
    notify.error(failureMessage(noun, change.change));
  }
  return false;
}

export function useSetMyCrops(): [SaveList, boolean] {
  const [mutate, { loading }] = useMutation(SetMyCropsMutation, {
    update(cache, { data }) {
      const answer = data?.setMyCrops;
      if (!answer?.ok || !answer.crops || !answer.cropTraits) return;
      cache.writeQuery({ query: MyCropsQuery, data: { myCrops: answer.crops } });
      cache.writeQuery({ query: MyCropTraitsQuery, data: { myCropTraits: answer.cropTraits } });
    },
  });
  const save: SaveList = (cropIds, change) =>
    reported(nouns.crop, change, async () => (await mutate({ variables: { cropIds } })).data?.setMyCrops);
  return [save, loading];
}

export function useSetMyNeighborCrops(): [SaveList, boolean] {
  const [mutate, { loading }] = useMutation(SetMyNeighborCropsMutation, {
    update(cache, { data }) {
      const answer = data?.setMyNeighborCrops;
      if (!answer?.ok || !answer.crops || !answer.cropTraits) return;
      cache.writeQuery({ query: MyNeighborCropsQuery, data: { myNeighborCrops: answer.crops } });
      cache.writeQuery({ query: MyCropTraitsQuery, data: { myCropTraits: answer.cropTraits } });
    },
  });
  const save: SaveList = (cropIds, change) =>
    reported(
      nouns.neighborCrop,
      change,
      async () => (await mutate({ variables: { cropIds } })).data?.setMyNeighborCrops,
    );
  return [save, loading];
}

export function useSetMyCropTraits(): [SaveList, boolean] {
  const [mutate, { loading }] = useMutation(SetMyCropTraitsMutation, {
    update(cache, { data }) {
      const answer = data?.setMyCropTraits;
      if (!answer?.ok || !answer.cropTraits) return;
      cache.writeQuery({ query: MyCropTraitsQuery, data: { myCropTraits: answer.cropTraits } });
    },
  });
  const save: SaveList = (cropTraitIds, change) =>
    reported(
      nouns.trait,
      change,
      async () => (await mutate({ variables: { cropTraitIds } })).data?.setMyCropTraits,
    );
  return [save, loading];
}

export function useSetMyHerbicideGroups(): [SaveList, boolean] {
  const [mutate, { loading }] = useMutation(SetMyHerbicideGroupsMutation, {
    update(cache, { data }) {
      const answer = data?.setMyHerbicideGroups;
      if (!answer?.ok || !answer.herbicideGroups) return;
      cache.writeQuery({
        query: MyHerbicideGroupsQuery,
        data: { myHerbicideGroups: answer.herbicideGroups },
      });
    },
  });
  const save: SaveList = (herbicideGroupIds, change) =>
    reported(
      nouns.herbicide,
      change,
      async () => (await mutate({ variables: { herbicideGroupIds } })).data?.setMyHerbicideGroups,
    );
  return [save, loading];
}
