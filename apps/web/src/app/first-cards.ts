import type { ReactElement } from 'react';

/**
 * How a field's value becomes its text on a card index.html's first-route script draws: `time`, the
 * China time `formatDateTime` shows; a map, the app's words for each code (a value it lacks is shown
 * as it is, as the app's name functions do); null, the value as it is.
 */
export type FirstCardText = 'time' | Readonly<Record<string, string>> | null;

/**
 * A first list screen's card as the first-route script draws it from the list's early answer
 * (the contract's FIRST_CARDS_ATTRIBUTE; build/first-cards.ts renders the templates at build time
 * from `card`, the list's own card component, so markup and CSS are the app's).
 */
export interface FirstCards<R> {
  /**
   * The fields whose values change more than a text (a level's colour, a tag or a row shown or not),
   * and the values the copy draws: one template per combination. A record with another value ends
   * the copy's cards, and the app draws it (`[null]`: only records without that field are drawn).
   */
  variants: { readonly [K in keyof R]?: readonly R[K][] };
  /** The fields shown as text, and how (each rendered as its placeholder, filled by the script). */
  texts: { readonly [K in keyof R]?: FirstCardText };
  /** A record whose other fields draw nothing that differs from one record to the next. */
  sample: R;
  card: (record: R) => ReactElement;
}
