import { useMutation } from '@apollo/client/react';
import { notify } from '../../notify';
import { liveSpray } from './liveSpray';
import { StartSprayingMutation, StopSprayingMutation } from './operations';

// Starting and stopping a spray. Each hook owns its toasts, payload errors and network
// failure, and shows the change in the top bar at once (other tabs get it live).

export type SprayPlan = {
  farmId: number;
  fieldUuids: string[];
  herbicideGroupIds?: number[];
  tankMixId?: number;
  startedAt?: string;
};

const told = (count: number) =>
  count === 0
    ? 'No neighbouring crop in reach is hurt by it.'
    : `${count} ${count === 1 ? 'neighbour was' : 'neighbours were'} told.`;

export function useStartSpraying(): [(plan: SprayPlan) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(StartSprayingMutation);
  const start = async (plan: SprayPlan) => {
    try {
      const answer = (await mutate({ variables: { input: plan } })).data?.startSpraying;
      if (answer?.ok && answer.planner) {
        liveSpray.replaceFarm(plan.farmId, answer.planner);
        notify.success(`Spraying started. ${told(answer.planner.neighboursNotified)}`);
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? 'There was an error starting the spray!');
    } catch {
      notify.error('There was an error starting the spray!');
    }
    return false;
  };
  return [start, loading];
}

export function useStopSpraying(): [(farmId: number) => Promise<boolean>, boolean] {
  const [mutate, { loading }] = useMutation(StopSprayingMutation);
  const stop = async (farmId: number) => {
    try {
      const answer = (await mutate({ variables: { farmId } })).data?.stopSpraying;
      if (answer?.ok) {
        liveSpray.replaceFarm(farmId, null);
        notify.success('Spraying stopped.');
        return true;
      }
      notify.error(answer?.errors[0]?.message ?? 'There was an error stopping the spray!');
    } catch {
      notify.error('There was an error stopping the spray!');
    }
    return false;
  };
  return [stop, loading];
}
