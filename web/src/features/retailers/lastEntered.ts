/** When a retailer last entered the account, in the grower's words. */
export function lastEnteredText(iso: string | null | undefined, now = new Date()): string {
  if (!iso) return 'Never';
  const when = new Date(iso);
  const sameDay = when.toDateString() === now.toDateString();
  const time = when.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (sameDay) return `Today, ${time}`;
  const date = when.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return `${date}, ${time}`;
}
