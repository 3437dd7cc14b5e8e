import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Personal data sealed at rest with 国密 (GB/T 32907 SM4, GB/T 32905 SM3): SM4-CTR under a random
 * 128-bit IV per value, then HMAC-SM3 over the version, key id, column, IV and ciphertext
 * (encrypt-then-MAC; Node's OpenSSL has no SM4-GCM). A stored value reads
 * `v1:<key id>:<base64(iv ‖ ciphertext ‖ tag)>`; the key id names the data key that sealed it, so
 * old keys keep reading what they sealed while the re-encryption command (`npm run data:reencrypt`)
 * moves every value to the current key. A value without the prefix is legacy plaintext, stored
 * before sealing existed, and is read as it is until that command seals it.
 */
export const SEALED_PREFIX = 'v1:';
const IV_BYTES = 16;
const TAG_BYTES = 32;
const CIPHER = 'sm4-ctr';

/** The development default of DATA_KEY (hex, 128 bits); production refuses to start with it or without its own. */
export const DEV_DATA_KEY = '00112233445566778899aabbccddeeff';

/** One data key: the SM4 key and the MAC key both derived from the configured master key. */
export interface DataKey {
  /** Fingerprint of the master key (HMAC-SM3, 8 hex digits): stored with every value it seals. */
  id: string;
  encryptionKey: Buffer;
  macKey: Buffer;
}

/** The current key (seals) and every key that may still be found in stored values (opens). */
export interface DataKeyring {
  current: DataKey;
  byId: ReadonlyMap<string, DataKey>;
}

export class SealedDataError extends Error {
  override name = 'SealedDataError';
}

const hmacSm3 = (key: Buffer, label: string) => createHmac('sm3', key).update(label).digest();

/** A master key as configured: 32 or 64 hex digits, or base64 of 16 or 32 bytes (a passphrase is not a key). */
export const DATA_KEY_PATTERN = /^(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{64}|[A-Za-z0-9+/]{22}==|[A-Za-z0-9+/]{43}=)$/;

export function parseMasterKey(text: string): Buffer {
  const trimmed = text.trim();
  if (!DATA_KEY_PATTERN.test(trimmed)) {
    throw new SealedDataError('a data key is 32 or 64 hex digits, or the base64 of 16 or 32 random bytes');
  }
  return Buffer.from(trimmed, /^[0-9a-fA-F]+$/.test(trimmed) ? 'hex' : 'base64');
}

/** Derives the SM4 key (128 bits) and the HMAC-SM3 key apart from one master key (HMAC-SM3 as the KDF). */
export function dataKeyOf(masterKeyText: string): DataKey {
  const master = parseMasterKey(masterKeyText);
  return {
    id: hmacSm3(master, 'afp data key id').subarray(0, 4).toString('hex'),
    encryptionKey: hmacSm3(master, 'afp data key sm4-ctr').subarray(0, 16),
    macKey: hmacSm3(master, 'afp data key hmac-sm3'),
  };
}

/** The current key seals; the old ones (rotated out, still in stored values until re-encrypted) only open. */
export function dataKeyringOf(current: string, old: readonly string[] = []): DataKeyring {
  const currentKey = dataKeyOf(current);
  const byId = new Map<string, DataKey>();
  for (const key of [...old.map(dataKeyOf), currentKey]) byId.set(key.id, key);
  return { current: currentKey, byId };
}

let installed: DataKeyring = dataKeyringOf(DEV_DATA_KEY);

/**
 * The process's keyring: the sealed columns (db/columns.ts `sealedText`) seal and open with it.
 * The server installs the keyring of DATA_KEY / DATA_OLD_KEYS at start; until then (tests, seeds)
 * the development key.
 */
export function installDataKeyring(keyring: DataKeyring): void {
  installed = keyring;
}
export const installedDataKeyring = (): DataKeyring => installed;

function tagOf(key: DataKey, header: string, column: string, iv: Buffer, ciphertext: Buffer): Buffer {
  // The header and column are length-prefixed, the IV has a fixed length: the input is unambiguous.
  return createHmac('sm3', key.macKey)
    .update(`${header.length}:${header}${column.length}:${column}`)
    .update(iv)
    .update(ciphertext)
    .digest();
}

/** Seals one value of `column` under the current key (a fresh random IV every time). */
export function seal(plaintext: string, column: string, keyring: DataKeyring = installed): string {
  const key = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, key.encryptionKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const header = `${SEALED_PREFIX}${key.id}:`;
  const tag = tagOf(key, header, column, iv, ciphertext);
  return header + Buffer.concat([iv, ciphertext, tag]).toString('base64');
}

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);
/** The key id a sealed value names; undefined for legacy plaintext. */
export const sealedKeyIdOf = (stored: string): string | undefined =>
  isSealed(stored) ? stored.slice(SEALED_PREFIX.length, stored.indexOf(':', SEALED_PREFIX.length)) : undefined;

/**
 * Opens a stored value of `column`: checks the tag first (a changed byte, a value moved from
 * another column or an unknown key is refused with a SealedDataError), then decrypts. Legacy
 * plaintext (no prefix) comes back as it is.
 */
export function open(stored: string, column: string, keyring: DataKeyring = installed): string {
  if (!isSealed(stored)) return stored;
  const end = stored.indexOf(':', SEALED_PREFIX.length);
  if (end < 0) throw new SealedDataError(`a sealed value of ${column} has no key id`);
  const keyId = stored.slice(SEALED_PREFIX.length, end);
  const key = keyring.byId.get(keyId);
  if (!key)
    throw new SealedDataError(`a value of ${column} is sealed under data key ${keyId}, which is not configured`);
  const raw = Buffer.from(stored.slice(end + 1), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SealedDataError(`a sealed value of ${column} is truncated`);
  const iv = raw.subarray(0, IV_BYTES);
  const ciphertext = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  if (!timingSafeEqual(tag, tagOf(key, stored.slice(0, end + 1), column, iv, ciphertext))) {
    throw new SealedDataError(`a sealed value of ${column} failed its integrity check`);
  }
  const decipher = createDecipheriv(CIPHER, key.encryptionKey, iv);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
