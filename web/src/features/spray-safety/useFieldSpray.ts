import { useQuery } from '@apollo/client/react';
import { useActiveFarm } from '../../map/activeFarm';
import { planInput, usePlannedSpray } from '../../map/plannedSpray';
import { FarmSprayQuery } from './operations';

/**
 * One field's sprayability for the planned spray. Every field of the list asks the same query
 * with the same plan, so Apollo sends it once; it is read while a farm is open.
 */
export function useFieldSpray(uuid: string) {
  const plan = usePlannedSpray();
  const active = useActiveFarm();
  const { data, loading, error } = useQuery(FarmSprayQuery, {
    variables: { plan: planInput(plan) },
    skip: active === null,
  });
  const field = data?.myFarms.flatMap((farm) => farm.fields).find((each) => each.uuid === uuid);
  return { spray: field?.spray ?? null, loading: loading && !field, failed: Boolean(error) && !field };
}
