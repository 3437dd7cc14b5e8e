import { describe, expect, it } from 'vitest';
import {
  DEV_DATA_KEY,
  SealedDataError,
  dataKeyOf,
  dataKeyringOf,
  open,
  parseMasterKey,
  seal,
  sealedKeyIdOf,
} from './sealed-data.ts';

const OLD = DEV_DATA_KEY;
const NEW = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
const PHONE = '13812341234';

/** The stored value with one byte of its base64 body (IV, ciphertext or tag) changed. */
function tampered(stored: string, byteIndex: number): string {
  const cut = stored.lastIndexOf(':') + 1;
  const raw = Buffer.from(stored.slice(cut), 'base64');
  raw[byteIndex] = raw[byteIndex]! ^ 0x01;
  return stored.slice(0, cut) + raw.toString('base64');
}

describe('sealed data (SM4-CTR + HMAC-SM3)', () => {
  it('seals to v1:<key id>:<base64>, a fresh IV each time, and opens back', () => {
    const ring = dataKeyringOf(OLD);
    const a = seal(PHONE, 'phone', ring);
    const b = seal(PHONE, 'phone', ring);
    expect(a).toMatch(/^v1:[0-9a-f]{8}:[A-Za-z0-9+/]+=*$/);
    expect(sealedKeyIdOf(a)).toBe(ring.current.id);
    expect(a).not.toBe(b);
    expect(a).not.toContain(PHONE);
    expect(open(a, 'phone', ring)).toBe(PHONE);
    expect(open(seal('', 'phone', ring), 'phone', ring)).toBe('');
    expect(open(seal('张三丰 🌸', 'name', ring), 'name', ring)).toBe('张三丰 🌸');
  });

  it('refuses a changed IV, ciphertext or tag, and a value moved from another column', () => {
    const ring = dataKeyringOf(OLD);
    const stored = seal(PHONE, 'phone', ring);
    for (const index of [0, 15, 16, 16 + PHONE.length - 1, 16 + PHONE.length, 16 + PHONE.length + 31]) {
      expect(() => open(tampered(stored, index), 'phone', ring)).toThrow(SealedDataError);
    }
    expect(() => open(stored, 'id_number', ring)).toThrow('failed its integrity check');
    expect(() => open(stored.slice(0, 20), 'phone', ring)).toThrow(SealedDataError);
  });

  it('reads values sealed under an old key while sealing under the current one (rotation)', () => {
    const before = seal(PHONE, 'phone', dataKeyringOf(OLD));
    const rotated = dataKeyringOf(NEW, [OLD]);
    expect(open(before, 'phone', rotated)).toBe(PHONE);
    const after = seal(PHONE, 'phone', rotated);
    expect(sealedKeyIdOf(after)).toBe(dataKeyOf(NEW).id);
    expect(sealedKeyIdOf(after)).not.toBe(sealedKeyIdOf(before));
  });

  it('refuses a value whose key is not configured, and one forged under another key with the same id', () => {
    const stored = seal(PHONE, 'phone', dataKeyringOf(OLD));
    expect(() => open(stored, 'phone', dataKeyringOf(NEW))).toThrow('not configured');
    // The right key id, the wrong key: the tag does not verify.
    const forged = seal(PHONE, 'phone', dataKeyringOf(NEW)).replace(/^v1:[0-9a-f]{8}:/, `v1:${dataKeyOf(OLD).id}:`);
    expect(() => open(forged, 'phone', dataKeyringOf(OLD))).toThrow('failed its integrity check');
  });

  it('reads a value without the prefix as legacy plaintext (stored before sealing, until re-encrypted)', () => {
    expect(open(PHONE, 'phone', dataKeyringOf(OLD))).toBe(PHONE);
    expect(sealedKeyIdOf(PHONE)).toBeUndefined();
  });

  it('takes a key as 32 or 64 hex digits or base64 of 16 or 32 bytes, nothing else', () => {
    expect(parseMasterKey(NEW)).toHaveLength(16);
    expect(parseMasterKey(NEW + NEW)).toHaveLength(32);
    expect(parseMasterKey(Buffer.alloc(16, 9).toString('base64'))).toHaveLength(16);
    expect(parseMasterKey(Buffer.alloc(32, 9).toString('base64'))).toHaveLength(32);
    for (const bad of ['', 'passphrase', NEW.slice(2), Buffer.alloc(20).toString('base64')]) {
      expect(() => parseMasterKey(bad)).toThrow(SealedDataError);
    }
    // The SM4 key and the MAC key are derived apart, and differ between master keys.
    const key = dataKeyOf(NEW);
    expect(key.encryptionKey).toHaveLength(16);
    expect(key.encryptionKey.equals(key.macKey.subarray(0, 16))).toBe(false);
    expect(key.id).not.toBe(dataKeyOf(OLD).id);
  });
});
