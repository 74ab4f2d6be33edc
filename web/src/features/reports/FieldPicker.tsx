import { useQuery } from '@apollo/client/react';
import { Button, Select, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { FarmSidebarQuery } from '../../graphql/farms';
import { activeFarm } from '../../map/activeFarm';
import { mapCommands } from '../../map/mapCommands';
import type { Bbox } from '../../map/markers';
import { reportField, useReportField } from './reportField';

type OwnField = {
  uuid: string;
  cluUuid: string | null;
  name: string;
  farmId: number;
  farmName: string;
  bbox: Bbox;
};

/** The grower's fields of every farm: on Reports, a field beside one's own in another farm is one's own. */
export function useOwnFields(): OwnField[] {
  const { data } = useQuery(FarmSidebarQuery);
  // One list per answer, so a picked field stays the same object until the farms change.
  return useMemo(
    () =>
      (data?.myFarms ?? []).flatMap((farm) =>
        farm.fields.map((field) => ({
          uuid: field.uuid,
          cluUuid: field.cluUuid ?? null,
          name: field.name,
          farmId: farm.id,
          farmName: farm.name,
          bbox: field.bbox as Bbox,
        })),
      ),
    [data],
  );
}

/** The Reports map is shorter than the Dashboard's: the spec's 200 px padding would leave no room. */
export const REPORT_MAP_PADDING = 60;

/**
 * Picking a field centres the map on it and makes its farm the active one (spec 4); the map
 * shows it with the fields beside it. A field clicked in the farm sidebar's list is picked as
 * one clicked on the map.
 */
export function useFollowPickedField(fields: OwnField[]) {
  const picked = useReportField();
  useEffect(() => mapCommands.onPicked((uuid) => reportField.pick(uuid)), []);
  const field = fields.find((each) => each.uuid === picked);
  useEffect(() => {
    if (!field) return;
    mapCommands.fitTo(field.bbox, REPORT_MAP_PADDING);
    if (activeFarm.get() !== field.farmId) activeFarm.toggle(field.farmId);
  }, [field]);
  return field ?? null;
}

/** The list form of the picker, for growers who know the field by name. */
export function FieldPicker({ fields }: { fields: OwnField[] }) {
  const picked = useReportField();
  const groups = [...new Set(fields.map((field) => field.farmName))].map((farmName) => ({
    group: farmName,
    items: fields
      .filter((field) => field.farmName === farmName)
      .map((field) => ({ value: field.uuid, label: field.name })),
  }));
  return (
    <Select
      label="Field"
      description="Pick a field on the map, or choose it here."
      placeholder={fields.length === 0 ? 'You have no fields yet' : 'Choose a field'}
      data={groups}
      value={picked}
      onChange={(uuid) => reportField.pick(uuid)}
      searchable
      nothingFoundMessage="No field by that name"
    />
  );
}

/** In the map popup of one of the grower's fields: report on it. */
export function ReportOnFieldAction({ cluUuid, fields }: { cluUuid: string; fields: OwnField[] }) {
  const field = fields.find((each) => each.cluUuid === cluUuid || each.uuid === cluUuid);
  if (!field) return null;
  return (
    <>
      <Text size="sm" fw={600}>
        {field.name}
      </Text>
      <Button size="xs" onClick={() => reportField.pick(field.uuid)}>
        Report on this field
      </Button>
    </>
  );
}
