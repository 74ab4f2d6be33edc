import { GOOD_INDEX } from '@field-boundaries/contract/spray-index';

// Why a field has no spray window in the forecast. A window is a run of hours that every label in
// the tank allows and whose index is good (70 or more), so there is none when the hours break a
// label rule, or score under 70, or both. Two fields under the same weather differ by what lies
// around them (a sensitive crop downwind, a house, a buffer), which the hours' breaches and
// reasons name: saying which tells a grower why one field has a window and the next has none.

export type JudgedHour = {
  allowed: boolean;
  index: number;
  reasons: readonly string[];
  breaches: readonly { kind: string; found: string }[];
};

const KIND_WORDS: Record<string, string> = {
  WIND: 'the wind',
  DAYLIGHT: 'daylight',
  INVERSION: 'a temperature inversion',
  TEMPERATURE: 'the temperature',
  RAIN: 'rain',
  SENSITIVE_DOWNWIND: 'a sensitive crop downwind',
  BUFFER: 'a buffer',
  CROP: 'the crop',
  EQUIPMENT: 'the equipment',
};

const hoursWord = (count: number) => (count === 1 ? '1 hour' : `${count} hours`);
const verb = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The kind of label rule broken in most of the hours, with what broke it the first time. */
function mostBroken(hours: readonly JudgedHour[]): { kind: string; found: string } | null {
  const byKind = new Map<string, { count: number; found: string }>();
  for (const hour of hours)
    for (const kind of new Set(hour.breaches.map((breach) => breach.kind))) {
      const seen = byKind.get(kind);
      const found = seen?.found ?? hour.breaches.find((breach) => breach.kind === kind)?.found ?? '';
      byKind.set(kind, { count: (seen?.count ?? 0) + 1, found });
    }
  const [top] = [...byKind].sort((a, b) => b[1].count - a[1].count);
  return top ? { kind: top[0], found: top[1].found } : null;
}

/** 'No spray window in the forecast: 40 of 48 hours break a label rule, most often the wind (wind 12 mph); …'. */
export function noWindowLine(hours: readonly JudgedHour[]): string {
  const lead = 'No spray window in the forecast';
  if (hours.length === 0) return `${lead}: it has no hours ahead`;
  const parts: string[] = [];
  const forbidden = hours.filter((hour) => !hour.allowed);
  if (forbidden.length > 0) {
    const most = mostBroken(forbidden);
    const what = most
      ? `, most often ${KIND_WORDS[most.kind] ?? most.kind.toLowerCase()} (${most.found})`
      : '';
    parts.push(
      `${forbidden.length} of ${hoursWord(hours.length)} ${verb(forbidden.length, 'breaks', 'break')} a label rule${what}`,
    );
  }
  const low = hours.filter((hour) => hour.allowed && hour.index < GOOD_INDEX);
  if (low.length > 0) {
    const best = low.reduce((a, b) => (b.index > a.index ? b : a));
    const why = best.reasons.length > 0 ? `: ${best.reasons.join(', ')}` : '';
    const which =
      forbidden.length > 0 ? `the other ${hoursWord(low.length)}` : `all ${hoursWord(low.length)}`;
    parts.push(
      `${which} ${verb(low.length, 'scores', 'score')} under ${GOOD_INDEX}, the best ${best.index}${why}`,
    );
  }
  return `${lead}: ${parts.join('; ')}`;
}
