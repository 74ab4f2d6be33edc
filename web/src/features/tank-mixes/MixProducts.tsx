import { MultiSelect } from '@mantine/core';

/**
 * The brands put in the tank, chosen from those of the mix's actives. Optional: a mix is judged
 * by its actives, and a named product adds what its label says of a crop (Provisia herbicide
 * injures Max-Ace rice, though both are quizalofop).
 */
export function MixProducts({
  offered,
  value,
  onChange,
}: {
  offered: readonly string[];
  value: readonly string[];
  onChange: (products: string[]) => void;
}) {
  return (
    <MultiSelect
      label="Products (optional)"
      description="Name the brands you spray: their own label rules and crop warnings then apply (Provisia herbicide injures Max-Ace rice)."
      placeholder={offered.length > 0 ? 'Pick the brands you spray' : 'Move groups into the mix first'}
      data={[...offered]}
      value={[...value]}
      onChange={onChange}
      disabled={offered.length === 0}
      maxValues={20}
      searchable
      clearable
    />
  );
}
