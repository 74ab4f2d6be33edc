import type { SprayNoticeFieldsFragment, SprayPlannerFieldsFragment } from '../../graphql/generated/graphql';

// How the spray tools word an index, the weather, a spray window, what the farms spray and the
// notices from neighbours. Pure, so the words are tested alone.

export type IndexTone = 'good' | 'marginal' | 'poor';

/** 70 or more is good (SPRAYABILITY.md); under 40 is poor. */
export function indexTone(index: number): IndexTone {
  return index >= 70 ? 'good' : index >= 40 ? 'marginal' : 'poor';
}

export const TONE_COLOR: Record<IndexTone, string> = { good: 'green', marginal: 'yellow', poor: 'red' };

/** '52°F · wind S 10 mph · rain 3%'. */
export function weatherLine(weather: {
  temperature0: number;
  windSpeed0: number;
  windDir0: string;
  chanceOfRain0: number;
}): string {
  const wind = weather.windDir0 === 'CALM' ? 'calm' : `wind ${weather.windDir0} ${weather.windSpeed0} mph`;
  return `${Math.round(weather.temperature0)}°F · ${wind} · rain ${weather.chanceOfRain0}%`;
}

/** The parts of a moment in a time zone: its day (to compare), hour, minute and the zone's abbreviation. */
function inZone(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? '',
    // '5 PM', or '5:30 PM' off the hour.
    clock: `${parts.hour}${parts.minute === '00' ? '' : `:${parts.minute}`} ${parts.dayPeriod}`,
    zone: parts.timeZoneName ?? timeZone,
  };
}

/**
 * In the field's own time zone, named: 'Spray window: now – 5 PM CST', 'Next window: today
 * 9 AM – 1 PM CST', 'Next window: Tue 9 AM – 1 PM MDT', or that there is none in the forecast.
 * A grower planning a field two states away reads its hours, not their own.
 */
export function windowLine(
  windows: readonly { start: string; end: string }[],
  now: Date,
  timeZone: string,
): string {
  const [next] = windows;
  if (!next) return 'No spray window in the forecast';
  const start = inZone(new Date(next.start), timeZone);
  const end = inZone(new Date(next.end), timeZone);
  if (new Date(next.start).getTime() <= now.getTime()) return `Spray window: now – ${end.clock} ${end.zone}`;
  const day = start.day === inZone(now, timeZone).day ? 'today' : start.weekday;
  return `Next window: ${day} ${start.clock} – ${end.clock} ${end.zone}`;
}

/** 'Wind from W at 12 mph: drift reaches 240 ft (dicamba label buffer)'. */
export function driftLine(zone: {
  windSpeedMph: number;
  /** The compass point the api names ('W'), or 'CALM'. */
  windDirection: string;
  distanceFt: number;
  labelBufferFt?: number | null;
  labelBufferActive?: string | null;
}): string {
  const wind =
    zone.windSpeedMph === 0 || zone.windDirection === 'CALM'
      ? 'Calm'
      : `Wind from ${zone.windDirection} at ${zone.windSpeedMph} mph`;
  const buffer =
    zone.labelBufferFt && zone.labelBufferFt >= zone.distanceFt
      ? ` (${zone.labelBufferActive} label buffer)`
      : '';
  return `${wind}: drift reaches ${zone.distanceFt} ft${buffer}`;
}

type Group = { groupLabel: string; groupType: string; herbicideNames: string[] };

/** 'Group 4 (Synthetic auxins): 2,4-D, dicamba', one group after another. */
export function groupsLine(groups: readonly Group[]): string {
  return groups
    .map((group) =>
      group.herbicideNames.length > 0
        ? `${group.groupLabel} (${group.groupType}): ${group.herbicideNames.join(', ')}`
        : `${group.groupLabel} (${group.groupType})`,
    )
    .join('; ');
}

/** The top bar's words for what the farms spray, with the farm when there are several. */
export function currentlySprayingLine(
  sprays: readonly SprayPlannerFieldsFragment[],
  farmName: (id: number) => string,
) {
  return sprays
    .map((spray) => {
      const what = groupsLine(spray.herbicideGroups);
      return sprays.length > 1 ? `${farmName(spray.farmId)}: ${what}` : what;
    })
    .join(' · ');
}

/** The top bar's tooltip: since when the farms spray, in the sprayed fields' own time ('Since 8:05 AM CST'). */
export function sprayingSince(sprays: readonly Pick<SprayPlannerFieldsFragment, 'startedAt' | 'timeZone'>[]) {
  const first = sprays
    .filter((spray) => spray.startedAt !== null)
    .sort((a, b) => (a.startedAt ?? '').localeCompare(b.startedAt ?? ''))[0];
  return first?.startedAt ? `Since ${sprayClock(first.startedAt, first.timeZone ?? 'UTC')}` : null;
}

/** A toast's title for a notice: a spray near the reader's crops began, or has ended. */
export const noticeTitle = (notice: Pick<SprayNoticeFieldsFragment, 'kind'>) =>
  notice.kind === 'STOPPED' ? 'Spraying stopped nearby' : 'Spray drift notice';

/** How many products a notice names before 'and N more': a whole group can hold a dozen. */
const NAMED_PRODUCTS = 3;

/** '2,4-D, glyphosate (Group 4, Group 9)', or of a whole group '2,4-D, 2,4-DB, dicamba and 9 more (Group 4)'. */
export function productLine(groups: readonly Pick<Group, 'groupLabel' | 'herbicideNames'>[]): string {
  const names = groups.flatMap((group) => group.herbicideNames);
  const labels = groups.map((group) => group.groupLabel).join(', ');
  if (names.length === 0) return labels;
  const more = names.length > NAMED_PRODUCTS ? ` and ${names.length - NAMED_PRODUCTS} more` : '';
  return `${names.slice(0, NAMED_PRODUCTS).join(', ')}${more} (${labels})`;
}

/** A moment in the sprayed fields' own time, its zone named: '2:05 PM CST'. */
function sprayClock(iso: string, timeZone: string): string {
  const moment = inZone(new Date(iso), timeZone);
  return `${moment.clock} ${moment.zone}`;
}

/**
 * The notice as a toast and an inbox entry say it; who sprays only when the plan shows it, in the
 * api's words (in god mode 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms').
 */
export function noticeMessage(notice: SprayNoticeFieldsFragment): string {
  const who = notice.sprayedBy ?? 'A neighbouring farm';
  const product = productLine(notice.herbicides);
  const fields = notice.fields.map((field) => `${field.name} (${field.cropTrait})`).join(', ');
  if (notice.kind === 'STOPPED')
    return `${who} stopped spraying ${product} at ${sprayClock(notice.stoppedAt ?? notice.startedAt, notice.timeZone)}. It had put at risk: ${fields}.`;
  const verb = notice.active ? 'is spraying' : 'sprayed';
  return `${who} ${verb} ${product} from ${sprayClock(notice.startedAt, notice.timeZone)}. At risk: ${fields}.`;
}
