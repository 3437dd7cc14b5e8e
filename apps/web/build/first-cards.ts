import { renderToString } from 'react-dom/server';
// By path: the config loader leaves package imports to Node, which cannot load the contract's TypeScript.
import {
  FIRST_CARD_ATTRIBUTE,
  FIRST_CARD_TEXTS_ATTRIBUTE,
  FIRST_CARDS_ATTRIBUTE,
  firstCardField,
} from '../../../packages/contract/src/first-screen.ts';
import type { FirstCards } from '../src/app/first-cards.ts';
import { inert, withoutIconDrawings } from './prerender.ts';

const FIELD = new RegExp(firstCardField('(\\w+)'), 'g');

const attribute = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Every combination of the variant fields' values, in the order declared. */
export function combinations<R>(variants: FirstCards<R>['variants']): Partial<R>[] {
  return Object.entries(variants).reduce<Partial<R>[]>(
    (partial, [field, values]) =>
      partial.flatMap((combination) =>
        (values as readonly unknown[]).map((value) => ({ ...combination, [field]: value }) as Partial<R>),
      ),
    [{}],
  );
}

/**
 * One card as a template: the list's own card rendered with each text field's placeholder (the
 * contract's `firstCardField`), inert and with empty icons as the prerendered screens are, each card
 * in the `<div>` the app's InfiniteList puts it in. An attribute naming a field (a test id, a
 * `data-state`) is dropped: the script fills text only.
 */
export function cardTemplate<R>(cards: FirstCards<R>, combination: Partial<R>): string {
  const placeholders = Object.fromEntries(Object.keys(cards.texts).map((field) => [field, firstCardField(field)]));
  const record = { ...cards.sample, ...placeholders, ...combination } as R;
  const markup = withoutIconDrawings(inert(renderToString(cards.card(record)))).replaceAll(
    new RegExp(`\\s[\\w:-]+="[^"]*${firstCardField('[^"]*')}[^"]*"`, 'g'),
    '',
  );
  // The script fills a text node that is its placeholder alone (React parts adjacent texts by comments).
  for (const match of markup.matchAll(FIELD)) {
    const before = markup.slice(0, match.index);
    const after = markup.slice(match.index + match[0].length);
    if (!/(>|-->)$/.test(before) || !/^(<)/.test(after))
      throw new Error(`first cards: ${match[1]} is drawn inside a longer text or an attribute`);
  }
  const key = Object.keys(cards.variants)
    .map((field) => String(combination[field as keyof R]))
    .join(' ');
  return `<template ${FIRST_CARD_ATTRIBUTE}="${attribute(key)}"><div>${markup}</div></template>`;
}

/**
 * What takes the place of a list's loading state in its prerendered copy: the loading state itself,
 * in a box naming the variant fields and the fields' texts, with a template per combination
 * (the contract's FIRST_CARDS_ATTRIBUTE; FIRST_ROUTE_SCRIPT replaces the box's content with cards).
 */
export function firstCardsSlot<R>(cards: FirstCards<R>, loading: string): string {
  const fields = Object.keys(cards.variants).join(' ');
  const templates = combinations(cards.variants).map((combination) => cardTemplate(cards, combination));
  return (
    `<div ${FIRST_CARDS_ATTRIBUTE}="${fields}" ${FIRST_CARD_TEXTS_ATTRIBUTE}="${attribute(JSON.stringify(cards.texts))}">` +
    `${loading}${templates.join('')}</div>`
  );
}

/** A prerendered screen with its one list's loading state given the first cards' slot. */
export function withFirstCards(screen: string, loading: string, slot: string): string {
  const at = screen.indexOf(loading);
  if (at < 0 || screen.indexOf(loading, at + 1) >= 0)
    throw new Error('first cards: the screen needs exactly one list loading');
  return screen.slice(0, at) + slot + screen.slice(at + loading.length);
}
