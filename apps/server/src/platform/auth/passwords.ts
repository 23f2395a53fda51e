/**
 * Password hashing with scrypt (N=2^15, r=8, p=1) and a per-user random salt, in a self-describing
 * string so parameters can be raised later without breaking stored hashes.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const DEFAULT = { N: 2 ** 15, r: 8, p: 1 };

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT.N, DEFAULT.r, DEFAULT.p);
  return `scrypt$${DEFAULT.N}$${DEFAULT.r}$${DEFAULT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, verified against when the username does not exist, so that an
 * unknown user and a wrong password take the same time (SECURITY.md 7).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
  return decoy;
}

/** A random password for generated credentials: 16 characters, letters and digits, with a digit. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (;;) {
    const pw = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (/\d/.test(pw) && /[a-z]/.test(pw) && /[A-Z]/.test(pw)) return pw;
  }
}
