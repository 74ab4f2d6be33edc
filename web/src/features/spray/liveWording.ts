import type { CurrentSpray, SprayNotice } from './liveSpray';

// How sprays and notices read to a grower. Pure, so the words are tested.

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

/** The hour and minute in the reader's own time: '2:05 PM'. */
export const clock = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The top bar's words for what the farms spray, with the farm when there are several. */
export function currentlySprayingLine(sprays: readonly CurrentSpray[], farmName: (id: number) => string) {
  return sprays
    .map((spray) => {
      const what = groupsLine(spray.herbicideGroups);
      return sprays.length > 1 ? `${farmName(spray.farmId)}: ${what}` : what;
    })
    .join(' · ');
}

/** The notice as a toast and an inbox entry say it; the sprayer only when the plan shows it. */
export function noticeMessage(notice: SprayNotice): string {
  const who = notice.sprayer ? `${notice.sprayer.fullName} (${notice.sprayer.email})` : 'A neighbouring farm';
  const verb = notice.active ? 'is spraying' : 'sprayed';
  const names = notice.herbicides.flatMap((group) => group.herbicideNames);
  const labels = notice.herbicides.map((group) => group.groupLabel).join(', ');
  const product = names.length > 0 ? `${names.join(', ')} (${labels})` : labels;
  const fields = notice.fields.map((field) => `${field.name} (${field.cropTrait})`).join(', ');
  return `${who} ${verb} ${product} from ${clock(notice.startedAt)}. At risk: ${fields}.`;
}
