/** Where the app is: the page's path and its query, as the part of the URL after `#` names them. */
export interface RouterLocation {
  pathname: string;
  /** `?…`, or '' without a query. */
  search: string;
}

/** The location an in-app link (`/pages/…?…`) names; a fragment inside the hash is not part of it. */
export function parsePath(path: string): RouterLocation {
  const [beforeFragment = ''] = path.split('#');
  const queryStart = beforeFragment.indexOf('?');
  const pathname = queryStart === -1 ? beforeFragment : beforeFragment.slice(0, queryStart);
  const search = queryStart === -1 ? '' : beforeFragment.slice(queryStart);
  if (!pathname) return { pathname: '/', search };
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search };
}

/** The location a URL hash (`#/pages/…?…`) shows; an empty hash is the root page. */
export const locationOfHash = (hash: string): RouterLocation => parsePath(hash.replace(/^#/, ''));

/** The in-app link of a location: what follows `#` in its URL. */
export const pathOf = ({ pathname, search }: RouterLocation): string =>
  search && search !== '?' ? `${pathname}${search}` : pathname;

/** The link to `pathname` with exactly these query parameters. */
export function withSearch(pathname: string, params: URLSearchParams | Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${pathname}?${query}` : pathname;
}
