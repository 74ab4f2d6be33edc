import { productLine } from '@field-boundaries/contract/notice-wording';
import { inZone } from '@field-boundaries/contract/zone-time';
import type { SprayNoticeFieldsFragment, SprayPlannerFieldsFragment } from '../../graphql/generated/graphql';

// How the spray planner words what the farms spray and the notices from neighbours. Pure, so the
// words are tested alone.

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
