import type { Viewer } from '../../auth/viewer';
import { ApiError } from '../../errors';

export const reportMessages = {
  noField: 'There is no such field.',
  noReport: 'There is no such report.',
  noVersion: 'This report has no such version.',
  noWeather:
    'Weather is unavailable right now: the forecast service did not answer. Enter the weather as measured at the field.',
  notGrower: 'Ag Retailer accounts keep reports in the grower accounts they work for.',
  seasonOrder: 'The first day of the range must not be after its last day.',
  seasonTooLong: 'Choose a range of at most two years.',
  seasonTooMany: 'There are more than 500 reports in that range: choose a shorter one.',
  noFarm: 'There is no such farm.',
};

/** Reports are kept in grower accounts: a retailer writes them only in god mode. */
export function growerOnly(viewer: Viewer) {
  if (viewer.roles.retailer && !viewer.impersonated)
    throw new ApiError(403, 'forbidden', reportMessages.notGrower);
}
