/** The web pages of preaching the server links to (the verify detail page's deep link). */
export const PATHS_OF_PREACHING = { detail: '/pages/packageGuard/preach-list/preach-detail' } as const;
