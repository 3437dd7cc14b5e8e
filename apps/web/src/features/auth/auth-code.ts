/**
 * The auth code given in the URL (`?auth_code=`). With hash routing it may sit before the '#'
 * (`/?auth_code=x#/pages/…`) or inside the hash (`#/pages/…?auth_code=x`); both count.
 */
export function readAuthCodeFromUrl(location: Pick<Location, 'search' | 'hash'> = window.location): string | null {
  const beforeHash = new URLSearchParams(location.search).get('auth_code');
  if (beforeHash) return beforeHash;
  const queryStart = location.hash.indexOf('?');
  if (queryStart < 0) return null;
  return new URLSearchParams(location.hash.slice(queryStart + 1)).get('auth_code');
}
