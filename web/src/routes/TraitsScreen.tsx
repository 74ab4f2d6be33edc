import { TraitsPage } from '../features/catalogue/TraitsPage';
import { GuidedTour } from '../features/tutorials/GuidedTour';
import { traitTour } from '../features/tutorials/tours';

/** Traits, with its guided tour. */
export function TraitsScreen() {
  return <TraitsPage tour={<GuidedTour flag="traits" steps={traitTour} />} />;
}
