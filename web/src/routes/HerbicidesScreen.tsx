import { HerbicidesPage } from '../features/catalogue/HerbicidesPage';
import { GuidedTour } from '../features/tutorials/GuidedTour';
import { herbicideTour } from '../features/tutorials/tours';

/** Herbicides, with its guided tour. */
export function HerbicidesScreen() {
  return <HerbicidesPage tour={<GuidedTour flag="herbicides" steps={herbicideTour} />} />;
}
