'use client';

import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` so relative times ("42 seconds ago") stay
 * current. A fixed `frozenNow` (stories, tests, a server render) stops the clock. This ticks a
 * local clock only: nothing is fetched.
 */
export function useNow(frozenNow: number | undefined, intervalMs = 1000): number {
  const [now, setNow] = useState(() => frozenNow ?? Date.now());
  useEffect(() => {
    if (frozenNow !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [frozenNow, intervalMs]);
  return frozenNow ?? now;
}
