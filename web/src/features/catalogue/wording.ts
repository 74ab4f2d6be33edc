// How the managers' toasts word a change: 'Crop successfully added!' for one item,
// '3 crops successfully added!' for several (spec 8: singular and plural wording).
export type Noun = { one: string; many: string };
export type Change = 'added' | 'removed';

export const nouns = {
  crop: { one: 'Crop', many: 'crops' },
  neighborCrop: { one: 'Neighbor crop', many: 'neighbor crops' },
  trait: { one: 'Trait', many: 'traits' },
  herbicide: { one: 'Herbicide group', many: 'herbicide groups' },
} satisfies Record<string, Noun>;

export function changeMessage(noun: Noun, change: Change, count: number): string {
  return count === 1
    ? `${noun.one} successfully ${change}!`
    : `${count} ${noun.many} successfully ${change}!`;
}

export function failureMessage(noun: Noun, change: Change): string {
  return `There was an error ${change === 'added' ? 'adding' : 'removing'} ${noun.many}!`;
}
