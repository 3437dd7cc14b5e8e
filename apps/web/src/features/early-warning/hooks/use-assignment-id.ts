import { useSearchParams } from '../../../lib/router';

/** The assignment the page is about (`?id=`). */
export const useAssignmentId = (): string => useSearchParams()[0].get('id') ?? '';
