import { reportMessages as shared } from '@field-boundaries/contract/messages';
import type { Viewer } from '../../auth/viewer';
import { ApiError } from '../../errors';

export const reportMessages = {
  noField: 'There is no such field.',
  noReport: shared.noReport,
  noVersion: 'This report has no such version.',
  noStartSpray:
    'This field has no spray started at that time with "Start spraying": the start check comes from the spray as it was recorded, not from the form. Leave it out.',
  startCheckDiffers:
    'The start check differs from what was recorded at "Start spraying": it is the spray\'s as recorded and cannot be changed in the form. Send it as the draft gave it, or leave it out.',
  notMeasuredAtStart: (reading: string) =>
    `The ${reading} is not what was measured at "Start spraying" for this field: name where it came from (entered by the applicator, or the forecast).`,
  noForecastKept: (reading: string) =>
    `The ${reading} is named as forecast, but no forecast issue time was kept with it: name where it came from, or give the forecast's issue time.`,
  noWeather:
    'Weather is unavailable right now: the forecast service did not answer. Enter the weather as measured at the field.',
  notGrower: 'Ag Retailer accounts keep reports in the grower accounts they work for.',
  seasonOrder: shared.seasonOrder,
  seasonTooLong: 'Choose a range of at most two years.',
  seasonTooMany: 'There are more than 500 reports in that range: choose a shorter one.',
  noFarm: 'There is no such farm.',
};

/** Reports are kept in grower accounts: a retailer writes them only in god mode. */
export function growerOnly(viewer: Viewer) {
  if (viewer.roles.retailer && !viewer.impersonated)
    throw new ApiError(403, 'forbidden', reportMessages.notGrower);
}
