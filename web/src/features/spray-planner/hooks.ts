import { useMutation } from '@apollo/client/react';
import { notify } from '../../notify';
import { liveSpray } from './liveSpray';
import { StartSprayingMutation, StopSprayingMutation } from './operations';

// Starting and stopping a spray. Each hook owns its toasts, payload errors and network
// failure, and shows the change in the top bar at once (other tabs get it live).

export type SprayStart = {
  farmId: number;
  fieldUuids: string[];
  herbicideGroupIds?: number[];
  tankMixId?: number;
  startedAt?: string;
  /** Measured at boom height when spraying starts: the labels are judged on them. */
  measuredWindMph: number;
  measuredWindDirection: string;
  measuredTemperatureF: number;
  /** The grower confirmed starting though the forecast for the hour breaks a label rule. */
  confirmForecast?: boolean;
};

/**
 * A start's outcome. Not started: messages by input (a rule the readings break is put beside
 * the reading it is about), and the forecast's broken rules the grower must confirm.
 */
export type StartOutcome =
  | { ok: true }
  | { ok: false; errors: Partial<Record<string, string>>; toConfirm: string[] };

const told = (count: number) =>
  count === 0
    ? 'No neighbouring crop in reach is hurt by it.'
    : `${count} ${count === 1 ? 'neighbour was' : 'neighbours were'} told.`;

export function useStartSpraying(): [(request: SprayStart) => Promise<StartOutcome>, boolean] {
  const [mutate, { loading }] = useMutation(StartSprayingMutation);
  const start = async (request: SprayStart): Promise<StartOutcome> => {
    try {
      const answer = (await mutate({ variables: { input: request } })).data?.startSpraying;
      if (answer?.ok && answer.planner) {
        liveSpray.replaceFarm(request.farmId, answer.planner);
        notify.success(`Spraying started. ${told(answer.planner.neighboursNotified)}`);
        return { ok: true };
      }
      const failures = answer?.errors ?? [];
      const toConfirm = failures
        .filter((error) => error.field === 'confirmForecast')
        .map((error) => error.message);
      const errors: Partial<Record<string, string>> = {};
      for (const error of failures)
        if (error.field !== 'confirmForecast') errors[error.field ?? 'form'] ??= error.message;
      // What only the forecast breaks is asked in the form; anything else is said at once too.
      if (toConfirm.length === 0)
        notify.error(failures[0]?.message ?? 'There was an error starting the spray!');
      return { ok: false, errors, toConfirm };
    } catch {
      notify.error('There was an error starting the spray!');
      return { ok: false, errors: {}, toConfirm: [] };
    }
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
