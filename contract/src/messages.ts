// The spec's messages that more than one tier shows, word for word: the web checks a form for
// quick feedback with them, and the api checks it all again and answers with the same words.

/** A password's least length (spec: 'at least 8 characters'). */
export const PASSWORD_MIN_LENGTH = 8;

/** The account forms' messages: sign-up, sign-in, activation, profile and password recovery. */
export const accountMessages = {
  fullName: 'Full name is a required field',
  farmName: 'Farm name is a required field',
  email: 'Please enter a valid E-mail address',
  password: `Password needs to be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordsDiffer: 'Passwords are not matching',
  security: 'A security question and answer is required',
  answerRequired: 'An answer is required',
  emailTaken: 'An account with this email already exists!',
  invalidLogin: 'Invalid e-mail or password',
  inactive: 'User is inactive! Please activate your account via link sent to your email.',
  activationFailed: 'Error activating your account! Please try again.',
  noAccount: 'No account associated with this email.',
  wrongPassword: 'Your current password is not correct.',
  emailLinkInvalid: 'This confirmation link is invalid, was already used or has expired.',
  ownerOnly: "Only the account's owner can change its password, security question or e-mail.",
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/**
 * A boundary saved from a copy someone changed in the meantime (optimistic concurrency): the
 * api's refusal, for any client; and the web's, which has already put the latest boundary on the map.
 */
export const boundaryVersionMessages = {
  changed:
    "This field's boundary was changed since you opened it. Reload the field to see the latest boundary, then make your change again.",
  reloaded:
    "This field's boundary was changed since you opened it. The latest boundary is on the map now: make your change again.",
} as const;

/**
 * Asking for a new activation mail (ours: the spec has no such call). The answer is the same
 * whether or not the address has an account, and whether it is active, so it reveals nothing.
 */
export const activationResendMessages = {
  action: 'Resend activation mail',
  sent: 'If this e-mail has an account that is not activated yet, a new activation link is on its way. It replaces any earlier link.',
  wait: (minutes: number) =>
    `An activation mail was asked for this address a moment ago. Please check your inbox and spam folder, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/**
 * The developer role (ours: the spec names only the flag is_developer): what it gives, in one
 * sentence, and the api's refusals, the same in the profile's switch and staff's accounts list.
 */
export const developerMessages = {
  explanation: 'A developer account can register apps that other growers can connect to their accounts.',
  turnedOn: 'Developer is on. Register your apps in Developer apps.',
  turnedOff: 'Developer is off.',
  ownerOnly: "Only the account's owner can turn Developer on or off. Leave god mode first.",
  staffOnly: 'Only staff can turn Developer on or off for another account.',
  hasApps: (count: number) =>
    `Developer cannot be turned off while ${count === 1 ? '1 registered app remains' : `${count} registered apps remain`}: remove ${count === 1 ? 'it' : 'them'} in Developer apps first, so no connected grower is left with an app nobody manages.`,
} as const;

/** What every tier shows for a fault it cannot name (the spec's words for a 500). */
export const UNKNOWN_ERROR = 'Unknown error occurred (500)';

/** Adding, claiming and naming a field (spec 4 and 8, word for word). */
export const farmMessages = {
  // Spec 6: any plan other than B is blocked from adding fields past the free one.
  noCredits: "Oops! You don't have enough credits.",
  claimed: 'This field has already been claimed.',
  nameTaken: 'A field with that name already exists in this farm!',
} as const;

/** Drawing, editing and merging a boundary (spec 8, word for word). */
export const boundaryMessages = {
  noName: 'You have to enter a name for the boundary',
  nameTooLong: 'Max of 30 characters',
  mergeFailed: 'There was an error with merging fields!',
} as const;

/** A grower's notes on a neighbour's field (spec 8). */
export const neighbourMessages = {
  nothingToRemove: "Nothing to remove! This field doesn't contain crop and crop trait!",
} as const;

/** A grower's chosen crops and traits (spec 5: a grown crop keeps at least one trait). */
export const catalogueMessages = {
  allTraitsRemoved: "You can't remove all traits for a crop! Consider removing crop instead.",
} as const;

/** A grower's tank mixes. */
export const tankMixMessages = {
  nameMissing: 'Please enter a name for the Tank Mix.',
  nameTaken: 'Tank Mix with this name already exists',
  empty: 'Add at least one herbicide group to the Tank Mix.',
} as const;

/** An ag retailer's relations and invitations (spec 7 and 8). */
export const retailerMessages = {
  inviteInvalid: 'This invitation link is invalid, was already used or has expired.',
  removed: 'Ag Retailer successfully removed',
  removeFailed: 'Error while removing Ag Retailer',
} as const;

/** Registering a partner app (ours: the spec has no partner apps). */
export const partnerAppMessages = {
  redirectUris: 'Give at least one redirect URI.',
  scopes: 'Ask for at least one scope.',
} as const;

/** Application Summary Reports: amending one, and the season's export. */
export const reportMessages = {
  changeReason: 'Say why this report is being changed: the earlier version is kept.',
  seasonOrder: 'The first day of the range must not be after its last day.',
  noReport: 'There is no such report.',
  /** The title of the 2026 over-the-top dicamba record items, in the form and on the printed record. */
  dicambaRecordTitle: 'Over-the-top dicamba record (2026 label)',
} as const;

/** The CLU streams. */
export const cluMessages = {
  rawStreamDevelopersOnly: 'The raw CLU stream is for developers.',
} as const;
