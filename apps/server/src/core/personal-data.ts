import { createHmac } from 'node:crypto';

/**
 * Personal data as every feature shows it: masked unless the caller may see it whole (the
 * contract's `canSeeWhole`), and the key that ties the warnings of one person together.
 */
/** By characters, not UTF-16 code units: an emoji (a surrogate pair) is one character, never split in half. */
const charsOf = (value: string): string[] => Array.from(value);

const maskMiddle = (value: string, keepStart: number, keepEnd: number) => {
  const chars = charsOf(value);
  return chars.length <= keepStart + keepEnd
    ? '*'.repeat(chars.length)
    : chars.slice(0, keepStart).join('') +
        '*'.repeat(chars.length - keepStart - keepEnd) +
        chars.slice(-keepEnd).join('');
};

/** `13812341234` → `138****1234`. */
export const maskPhone = (phone: string | null): string => (phone ? maskMiddle(phone, 3, 4) : '');
/** `110101199001061234` → `110***********1234`. */
export const maskIdNumber = (id: string | null): string => (id ? maskMiddle(id, 3, 4) : '');
/** `6222021234567890123` → `6222***********0123`. */
export const maskBankCard = (card: string | null): string => (card ? maskMiddle(card, 4, 4) : '');
/**
 * Every number of 7 or more digits in a free text (phone, ID or card numbers a partner typed, even
 * written `139 1234 5678` or `139-1234-5678`) masked like a phone: `另有号码13912345678` → `另有号码139****5678`. A short figure (an amount, a count) stays.
 */
export const maskNumbersInText = (text: string): string =>
  text.replace(/\d(?:[ -]?[\dXx]){6,}/g, (number) => maskMiddle(number.replace(/[ -]/g, ''), 3, 4));
/** `江澜市东湖区湖滨路8号` → `江澜市东湖区****`: the area stays, the house goes. */
export const maskAddress = (address: string | null): string | null => {
  if (!address) return null;
  const chars = charsOf(address);
  return `${chars.slice(0, Math.min(6, Math.ceil(chars.length / 2))).join('')}****`;
};
/** `张三丰` → `张*丰`, `李四` → `李*`, `钱🌸` → `钱*`. */
export const maskName = (name: string): string => {
  const chars = charsOf(name);
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
};

export interface Victim {
  idNumber?: string | null;
  phone?: string | null;
  name: string;
}
/** Who a warning is about, as one opaque key: the warnings of one person share it. */
export type PersonKeyOf = (victim: Victim) => string;

/** The development default of PERSON_KEY_SECRET; production refuses to start without its own. */
export const DEV_PERSON_KEY_SECRET = 'afp-development-person-key-secret-never-in-production';

/** The identifying part: the ID number (trimmed, upper-case X), else the phone (digits, no +86), else the name. */
function identityOf(victim: Victim): string {
  const idNumber = victim.idNumber?.trim().toUpperCase();
  if (idNumber) return `id:${idNumber}`;
  const digits = victim.phone?.replace(/\D/g, '').replace(/^86(?=1\d{10}$)/, '');
  if (digits) return `phone:${digits}`;
  return `name:${victim.name.trim()}`;
}

/**
 * How a database keys persons (its `person_key_scheme` row, core/person-key-scheme.ts): HMAC-SM3
 * (国密) on every database created since data sealing; HMAC-SHA256 on one that already held persons
 * then — residents', promotion registrations' and sign-ins' keys cannot be recomputed, their whole
 * numbers being stored nowhere, so such a database keeps its algorithm.
 */
export const PERSON_KEY_ALGORITHMS = ['hmac-sm3', 'hmac-sha256'] as const;
export type PersonKeyAlgorithm = (typeof PERSON_KEY_ALGORITHMS)[number];

/**
 * Keys a person by an HMAC (SM3, or SHA-256 on older databases) of the normalised ID number (else
 * phone, else name) under the server's secret: equal for every warning of the person, yet neither
 * the ID number itself nor a plain hash anyone could recompute from a guessed ID number. The same
 * keyed hash is the blind index of every exact search of a whole phone or ID number. Changing the
 * secret unlinks all earlier keys.
 */
export function createPersonKey(secret: string, algorithm: PersonKeyAlgorithm = 'hmac-sm3'): PersonKeyOf {
  const hash = algorithm === 'hmac-sm3' ? 'sm3' : 'sha256';
  return (victim) => createHmac(hash, secret).update(identityOf(victim)).digest('hex');
}

/** A keyword of a person search: a whole phone, a whole ID number, or the start of a name. */
export type PersonSearch =
  { by: 'phone'; phone: string } | { by: 'idNumber'; idNumber: string } | { by: 'name'; prefix: string };

/** What a person search matches in a table of masked persons: the keyed hash of the whole number, or a name prefix. */
export type PersonMatch = { phoneKey: string } | { idNumberKey: string } | { namePrefix: string };

/** The match of a search; whole numbers only ever meet their keyed hashes (the tables keep no plaintext). */
export function personMatchOf(search: PersonSearch | undefined, personKeyOf: PersonKeyOf): PersonMatch | undefined {
  switch (search?.by) {
    case undefined:
      return undefined;
    case 'phone':
      return { phoneKey: personKeyOf({ name: '', phone: search.phone }) };
    case 'idNumber':
      return { idNumberKey: personKeyOf({ name: '', idNumber: search.idNumber }) };
    case 'name':
      return { namePrefix: search.prefix };
  }
}

/**
 * What a warning stores beside its victim's sealed phone and ID number (core/sealed-data.ts): the
 * masked forms the lists show without opening anything, and the keyed hashes an exact search
 * (information query) meets.
 */
export function victimLookupOf(victim: { idNumber?: string | null; phone?: string | null }, personKeyOf: PersonKeyOf) {
  return {
    victimPhoneMasked: victim.phone ? maskPhone(victim.phone) : null,
    victimIdNumberMasked: victim.idNumber ? maskIdNumber(victim.idNumber) : null,
    victimPhoneKey: victim.phone ? personKeyOf({ name: '', phone: victim.phone }) : null,
    victimIdNumberKey: victim.idNumber ? personKeyOf({ name: '', idNumber: victim.idNumber }) : null,
  };
}
