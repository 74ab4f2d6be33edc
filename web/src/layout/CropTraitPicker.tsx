import { useQuery } from '@apollo/client/react';
import { Group, Select } from '@mantine/core';
import { CropChoicesQuery } from '../graphql/farms';

export type CropChoice = { crop: number | null; cropTrait: number | null };

/** A crop and one of its traits; choosing another crop clears the trait. */
export function CropTraitPicker({
  value,
  onChange,
}: {
  value: CropChoice;
  onChange: (next: CropChoice) => void;
}) {
  const { data } = useQuery(CropChoicesQuery);
  const traits = data?.cropTraitGroups.find((group) => group.crop.id === value.crop)?.traits ?? [];
  return (
    <Group grow align="flex-start">
      <Select
        label="Crop"
        placeholder="No crop"
        searchable
        clearable
        data={(data?.crops ?? []).map((crop) => ({ value: String(crop.id), label: crop.name }))}
        value={value.crop === null ? null : String(value.crop)}
        onChange={(crop) => onChange({ crop: crop === null ? null : Number(crop), cropTrait: null })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Trait"
        placeholder={value.crop === null ? 'Choose a crop first' : 'No trait'}
        disabled={value.crop === null}
        clearable
        data={traits.map((trait) => ({ value: String(trait.id), label: trait.traitName }))}
        value={value.cropTrait === null ? null : String(value.cropTrait)}
        onChange={(trait) => onChange({ ...value, cropTrait: trait === null ? null : Number(trait) })}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
