import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id (OWASP's minimum parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Whether the password matches the stored argon2 hash; a malformed hash never matches. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  await verifyPassword(await decoyHash, password);
}
