import { useSearchParams } from 'react-router';

/** The assignment the page is about (`?id=`). */
export const useAssignmentId = (): string => useSearchParams()[0].get('id') ?? '';
