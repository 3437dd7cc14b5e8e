/** The cooperation detail and handle pages show an order task when the query has `orderTaskId` (part of the cooperation pages). */
const PAGES = { detail: '/pages/cooperation/detail', handle: '/pages/cooperation/handle' } as const;

export const orderTaskLink = (page: keyof typeof PAGES, orderTaskId: string): string =>
  `${PAGES[page]}?orderTaskId=${encodeURIComponent(orderTaskId)}`;
