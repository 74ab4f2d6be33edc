import { type UserError, useResultMutation } from '../../graphql/useResultMutation';
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

const forecastRules = (errors: readonly UserError[]) =>
  errors.filter((error) => error.field === 'confirmForecast').map((error) => error.message);

export function useStartSpraying(): [(request: SprayStart) => Promise<StartOutcome>, boolean] {
  const failed = 'There was an error starting the spray!';
  const [run, loading] = useResultMutation(StartSprayingMutation, {
    done: (answer, { input }) => liveSpray.replaceFarm(input.farmId, answer.planner ?? null),
    success: (answer) => `Spraying started. ${told(answer.planner?.neighboursNotified ?? 0)}`,
    failure: failed,
    // What only the forecast breaks is asked in the form; anything else is said at once too.
    refused: (answer) =>
      forecastRules(answer.errors).length === 0 ? (answer.errors[0]?.message ?? failed) : null,
  });
  const start = async (request: SprayStart): Promise<StartOutcome> => {
    const outcome = await run({ input: request });
    if (outcome.ok) return { ok: true };
    const failures = outcome.payload?.errors ?? [];
    const errors: Partial<Record<string, string>> = {};
    for (const error of failures)
      if (error.field !== 'confirmForecast') errors[error.field ?? 'form'] ??= error.message;
    return { ok: false, errors, toConfirm: forecastRules(failures) };
  };
  return [start, loading];
}

export function useStopSpraying(): [(farmId: number) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(StopSprayingMutation, {
    done: (_, { farmId }) => liveSpray.replaceFarm(farmId, null),
    success: 'Spraying stopped.',
    failure: 'There was an error stopping the spray!',
  });
  return [async (farmId) => (await run({ farmId })).ok, loading];
}
