// How the sidebar words a farm and a field (spec 2: acres to 2 decimals; 'crop/trait missing').
export const acres = (value: number) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ac.`;

export const farmSummary = (fieldCount: number, totalAcres: number) =>
  `${fieldCount} ${fieldCount === 1 ? 'field' : 'fields'} · ${acres(totalAcres)}`;

/** 'soybean - Enlist E3', the crop alone, 'Building', or the spec's 'crop/trait missing'. */
export function cropLine(field: {
  isBuilding: boolean;
  crop: { name: string } | null;
  cropTrait: { name: string } | null;
}): string {
  if (field.isBuilding) return 'Building';
  if (field.cropTrait) return field.cropTrait.name;
  return field.crop?.name ?? 'crop/trait missing';
}

export const emptyFarmText =
  "What's a farm without a field? Add a field by clicking the field you farm on the map, then Claim field.";
