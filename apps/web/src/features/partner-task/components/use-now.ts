import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` (a second by default) while `isRunning`. */
export function useNow(isRunning: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [isRunning, everyMs]);
  return now;
}
