import type { ManagerItem } from './itemSelection';

// The catalogue's records as the managers and the Tank Mix columns list them.
type Group = { id: number; groupLabel: string; groupType: string; logo: string; herbicides: string[] };
type Trait = { id: number; name: string; logoUrl: string; crop: { name: string } };

/** 'Group 4 · Synthetic auxins', with its actives underneath. */
export const herbicideItem = (group: Group): ManagerItem => ({
  id: group.id,
  name: `${group.groupLabel} · ${group.groupType}`,
  logo: group.logo,
  detail: group.herbicides.join(', '),
});

/** 'soybean - Enlist E3', listed under its crop. */
export const traitItem = (trait: Trait): ManagerItem => ({
  id: trait.id,
  name: trait.name,
  logo: trait.logoUrl,
  group: trait.crop.name,
});
