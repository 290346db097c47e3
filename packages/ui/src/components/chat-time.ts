const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of a moment in the member's time zone, as `YYYY-MM-DD`. */
export function dayOf(at: Date | number): string {
  const date = new Date(at);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The time of day of a message, e.g. `14:05` or `2:05 PM`, in the interface language. */
export function messageTime(sentAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(sentAt));
}

/**
 * When a conversation's last message came, as messengers show it in their list: the time today,
 * the weekday within the last week, else the date.
 */
export function listTime(sentAt: string, now: number, language: string): string {
  const sent = new Date(sentAt);
  if (dayOf(sent) === dayOf(now)) return messageTime(sentAt, language);
  if (now - sent.getTime() < 6 * DAY_MS) {
    return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(sent);
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(sent);
}

/** Whether a day (`dayOf`) is today or yesterday at `now`, or another day. */
export function relativeDay(day: string, now: number): 'today' | 'yesterday' | 'other' {
  if (day === dayOf(now)) return 'today';
  if (day === dayOf(now - DAY_MS)) return 'yesterday';
  return 'other';
}
