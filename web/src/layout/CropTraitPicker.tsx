import { useQuery } from '@apollo/client/react';
import { Group, Select } from '@mantine/core';
import { CropChoicesQuery } from '../graphql/farms';

export type CropChoice = { crop: number | null; cropTrait: number | null };

/** What the field holds now, by name, as the page already read it. */
export type KnownCrop = {
  crop?: { id: number; name?: string } | null;
  cropTrait?: { id: number; name?: string } | null;
};

type Option = { value: string; label: string };

/** The options, with the field's own choice named even while (or where) the list is not loaded. */
function withKnown(options: Option[], known: { id: number; name?: string } | null | undefined): Option[] {
  if (!known?.name || options.some((option) => option.value === String(known.id))) return options;
  return [{ value: String(known.id), label: known.name }, ...options];
}

/**
 * A crop and one of its traits; choosing another crop clears the trait. `known` names the field's
 * crop and trait as the page read them: offline, or before the catalogue's list has come, the
 * boxes show them rather than "No crop" over a field that has one.
 */
export function CropTraitPicker({
  value,
  onChange,
  known,
}: {
  value: CropChoice;
  onChange: (next: CropChoice) => void;
  known?: KnownCrop;
}) {
  const { data } = useQuery(CropChoicesQuery);
  const traits = data?.cropTraitGroups.find((group) => group.crop.id === value.crop)?.traits ?? [];
  const cropOptions = withKnown(
    (data?.crops ?? []).map((crop) => ({ value: String(crop.id), label: crop.name })),
    known?.crop,
  );
  const traitOptions = withKnown(
    traits.map((trait) => ({ value: String(trait.id), label: trait.traitName })),
    known?.crop && known.crop.id === value.crop ? known.cropTrait : null,
  );
  return (
    <Group grow align="flex-start">
      <Select
        label="Crop"
        placeholder="No crop"
        searchable
        clearable
        data={cropOptions}
        value={value.crop === null ? null : String(value.crop)}
        onChange={(crop) => onChange({ crop: crop === null ? null : Number(crop), cropTrait: null })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Trait"
        placeholder={value.crop === null ? 'Choose a crop first' : 'No trait'}
        disabled={value.crop === null}
        clearable
        data={traitOptions}
        value={value.cropTrait === null ? null : String(value.cropTrait)}
        onChange={(trait) => onChange({ ...value, cropTrait: trait === null ? null : Number(trait) })}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
