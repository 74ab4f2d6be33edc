import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP-level memory and time cost).
export const hashSecret = (secret: string) => hash(secret);

export async function secretMatches(stored: string, candidate: string): Promise<boolean> {
  try {
    return await verify(stored, candidate);
  } catch {
    return false;
  }
}

/** Security answers are compared without regard to case or surrounding spaces. */
export const normaliseAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');
