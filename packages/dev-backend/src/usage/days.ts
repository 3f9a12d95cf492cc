/** The UTC day `offset` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Today's UTC day. */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);
