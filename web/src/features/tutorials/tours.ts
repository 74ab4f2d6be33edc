import type { TourStep } from './GuidedTour';

// The guided overlays of spec 2 and 4: herbicides (steps 0-3), mixes (0-3) and traits. Each
// step points at a `data-tour` anchor of its screen.
export const herbicideTour: TourStep[] = [
  {
    anchor: 'herbicides.mine-tab',
    title: 'Your herbicides',
    text: 'These are the herbicide groups you spray, by WSSA site of action. Tank Mix builds mixes from them.',
  },
  {
    anchor: 'herbicides.add-tab',
    title: 'Add herbicides',
    text: 'Open this tab to see every group with its active ingredients, and tick the ones you use.',
  },
  {
    anchor: 'herbicides.search',
    title: 'Find a group fast',
    text: 'Search by group, mode of action or active ingredient: try “dicamba” or “Group 15”.',
  },
  {
    anchor: 'herbicides.remove',
    title: 'Add or remove the selected',
    text: 'Tick groups, then add or remove them in one go. Select all ticks every group shown.',
  },
];

export const mixTour: TourStep[] = [
  {
    anchor: 'mix.my-herbicides',
    title: 'Start from your herbicides',
    text: 'Tick the groups you want in the tank. Add more groups on the Herbicides page.',
  },
  {
    anchor: 'mix.move-in',
    title: 'Move them into the mix',
    text: 'The arrows move the ticked groups into the mix and back out.',
  },
  {
    anchor: 'mix.name',
    title: 'Name it and check it',
    text: 'Give the mix a name, and see at once which of your and your neighbours’ crops it would injure.',
  },
  {
    anchor: 'mix.saved',
    title: 'Your mixes',
    text: 'Saved mixes stay here, each with its warnings. Delete one you no longer use.',
  },
];

export const traitTour: TourStep[] = [
  {
    anchor: 'traits.mine-tab',
    title: 'Traits by crop',
    text: 'Every crop you or your neighbours grow lists the seed traits planted in it. Keep the ones in your area: drift warnings read them.',
  },
  {
    anchor: 'traits.add-tab',
    title: 'Add a trait back',
    text: 'A trait you removed can be added again here. A crop always keeps at least one trait.',
  },
];
