import { APPROXIMATE_PLACE, knownAddressOf } from '@afp/contract';
import { PATHS } from '../config/routes';
import { openPage } from '../lib/navigation';
import styles from './place-text.module.css';

/** A recorded place: the address when the workplace app gave one (or the guard typed it), and the point when located. */
export interface Place {
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * How every page shows a recorded place: its address, else — a point without an address, whose
 * raw coordinates mean nothing to a reader — 位置（约） linking to the map page.
 */
export function PlaceText({ place }: { place: Place }) {
  const address = knownAddressOf(place.address);
  if (address !== null) return <>{address}</>;
  if (place.latitude == null || place.longitude == null) return <>{APPROXIMATE_PLACE}</>;
  const query = new URLSearchParams({
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    name: APPROXIMATE_PLACE,
  });
  return (
    <a
      role="link"
      className={styles.link}
      data-testid="place-map-link"
      onClick={(event) => {
        // Places sit inside tappable cards: the map opens, not the card.
        event.stopPropagation();
        openPage(`${PATHS.openLocation}?${query}`);
      }}
    >
      {APPROXIMATE_PLACE}
    </a>
  );
}
