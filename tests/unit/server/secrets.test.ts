import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { settingsKeyFor } from '@server/config.js';
import { decryptSecret, encryptSecret } from '@server/singleton/secrets.js';

describe('secrets at rest (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips a secret whose stored form does not contain it', () => {
    const stored = encryptSecret(key, 'p@ss word', 't.c');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('p@ss');
    expect(decryptSecret(key, stored, 't.c')).toBe('p@ss word');
    expect(encryptSecret(key, 'p@ss word', 't.c')).not.toBe(stored); // a fresh IV each time
  });

  it('refuses another key, another column and a tampered value', () => {
    const stored = encryptSecret(key, 'secret', 't.c');
    expect(() => decryptSecret(randomBytes(32), stored, 't.c')).toThrow();
    expect(() => decryptSecret(key, stored, 't.other')).toThrow();
    const tampered = `${stored.slice(0, -2)}${stored.endsWith('A') ? 'B' : 'A'}${stored.slice(-1)}`;
    expect(() => decryptSecret(key, tampered, 't.c')).toThrow();
  });
});

describe('settingsKeyFor', () => {
  it('reads SETTINGS_KEY as hex or base64 and refuses anything else', () => {
    const raw = randomBytes(32);
    expect(settingsKeyFor('/nonexistent', raw.toString('hex')).equals(raw)).toBe(true);
    expect(settingsKeyFor('/nonexistent', raw.toString('base64')).equals(raw)).toBe(true);
    expect(() => settingsKeyFor('/nonexistent', 'too-short')).toThrow(/SETTINGS_KEY must be 32 bytes/);
  });

  it('generates a key once into DATA_DIR/settings-key with mode 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-key-'));
    try {
      const first = settingsKeyFor(dir);
      expect(first).toHaveLength(32);
      expect(statSync(join(dir, 'settings-key')).mode & 0o777).toBe(0o600);
      expect(settingsKeyFor(dir).equals(first)).toBe(true);
      expect(readFileSync(join(dir, 'settings-key'), 'utf8').trim()).toBe(first.toString('base64'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
