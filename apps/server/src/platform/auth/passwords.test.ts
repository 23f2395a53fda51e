import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('Secret124', hash)).toBe(false);
    expect(await verifyPassword('Secret123', 'garbage')).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same1234')).not.toBe(await hashPassword('same1234'));
  });
  it('generates strong passwords that pass the product rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const pw = generatePassword();
      expect(pw).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9]{16}$/);
      seen.add(pw);
    }
    expect(seen.size).toBe(50);
  });
});
