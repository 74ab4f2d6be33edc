// Whether a product was registered under the EPA number the reference lists for it, on a given
// day. Over-the-top dicamba shows why this is asked per day: its registrations were vacated in
// June 2020 and February 2024 and granted again in 2026, so one record's product may be
// registered and the next season's not. Pure: the product's dates are passed in.

/** The registration dates of a product under its listed number ('YYYY-MM-DD'). */
export type RegistrationPeriod = {
  /** Its first day; null when registered before the reference recorded dates. */
  registered_from: string | null;
  /** The day it ended (vacated or cancelled), itself not covered; null while it lasts. */
  registered_until: string | null;
};

export type RegistrationStatus = 'registered' | 'not yet registered' | 'registration ended';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The product's registration status on `day` ('YYYY-MM-DD', as a report dates an application). */
export function registrationOn(product: RegistrationPeriod, day: string): RegistrationStatus {
  // ISO days compare as strings; a time or a malformed day would not, so it is a caller's fault.
  if (!isoDay.test(day)) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  if (product.registered_from !== null && day < product.registered_from) return 'not yet registered';
  if (product.registered_until !== null && day >= product.registered_until) return 'registration ended';
  return 'registered';
}
