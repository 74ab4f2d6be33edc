import { TankMixPage } from '../features/tank-mixes/TankMixPage';
import { GuidedTour } from '../features/tutorials/GuidedTour';
import { mixTour } from '../features/tutorials/tours';

/** Tank Mix, with its guided tour. */
export function TankMixScreen() {
  return <TankMixPage tour={<GuidedTour flag="tankMix" steps={mixTour} />} />;
}
