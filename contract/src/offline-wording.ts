// What the web app says when it has no network (issue 38: offline, honestly). Shown word for word.

/** A write tried while offline: refused at once, never queued to be sent later. */
export const OFFLINE_WRITE_REFUSED =
  'You are offline, so nothing was saved. Try again when your connection is back.';

/** Beside a write control while offline: why it is disabled (it would be refused if pressed). */
export const OFFLINE_WRITE_DISABLED = 'You are offline: this can be saved once your connection is back.';

/**
 * The banner over an offline dashboard: when the data shown was last fetched, in the grower's
 * own clock ("Offline — last updated today at 6:40 AM", "Offline — last updated Nov 26 at 6:40 AM" on another day).
 */
export function offlineBanner(lastUpdated: Date | null, now: Date): string {
  if (!lastUpdated) return 'Offline — nothing saved on this device yet';
  const time = lastUpdated.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const sameDay = lastUpdated.toDateString() === now.toDateString();
  if (sameDay) return `Offline — last updated today at ${time}`;
  const day = lastUpdated.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `Offline — last updated ${day} at ${time}`;
}
