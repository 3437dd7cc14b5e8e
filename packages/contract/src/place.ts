/**
 * A place a guard recorded: the address the workplace app gave or one typed by hand, and the point
 * when located. Zod-free, so pages showing a place do not bring the schemas with them.
 */

/** A located point the workplace app gave no address for: shown as approximate, with a map link. */
export const APPROXIMATE_PLACE = '位置（约）';

/** Coordinates written out as the address ("30.25910, 120.16520"), as located places were stored before. */
const COORDINATE_TEXT = /^\s*-?\d{1,3}\.\d+\s*[,，]\s*-?\d{1,3}\.\d+\s*$/;

/** Whether a text is a point written out, not an address (lines that print places as stored check it). */
export const isCoordinateText = (text: string): boolean => COORDINATE_TEXT.test(text);

/** The address worth showing, or null when the place is only a point (approximate or bare coordinates). */
export const knownAddressOf = (address: string): string | null =>
  address.trim() === '' || address === APPROXIMATE_PLACE || isCoordinateText(address) ? null : address;
