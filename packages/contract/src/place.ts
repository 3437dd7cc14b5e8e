/**
 * A place a guard recorded: the address the workplace app gave or one typed by hand, and the point
 * when located. Zod-free, so pages showing a place do not bring the schemas with them.
 */

/** A located point the workplace app gave no address for: shown as approximate, with a map link. */
export const APPROXIMATE_PLACE = '位置（约）';

/** Coordinates written out as the address ("30.25910, 120.16520"), as located places were stored before. */
const COORDINATE_TEXT = /^\s*-?\d{1,3}\.\d+\s*[,，]\s*-?\d{1,3}\.\d+\s*$/;

/** The address worth showing, or null when the place is only a point (approximate or bare coordinates). */
export const knownAddressOf = (address: string): string | null =>
  address.trim() === '' || address === APPROXIMATE_PLACE || COORDINATE_TEXT.test(address) ? null : address;
