/** The api keys accounts by e-mail as typed, so the gateway trims and lower-cases it first. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
