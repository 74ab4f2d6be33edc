// How an audit entry reads to staff: what was done, in words, and its details in a line. Pure
// functions over the entry, tested beside.

const actions: Record<string, string> = {
  'password.changed': 'Changed the password',
  'password.reset': 'Reset the password',
  'security_answer.changed': 'Changed the security question',
  'email.changed': 'Changed the e-mail address',
  'god_mode.entered': 'Entered the account in god mode',
  'plan.changed': 'Plan changed',
  'activation.resent': 'Asked for a new activation mail',
  'retailer_invite.resent': 'Sent an Ag Retailer invitation again',
  'retailer_invite.cancelled': 'Cancelled an Ag Retailer invitation',
  'developer.granted': 'Turned Developer on',
  'developer.removed': 'Turned Developer off',
  'spray.started': 'Started spraying',
  'spray.stopped': 'Stopped spraying',
  'field.created': 'Drew a field',
  'field.claimed': 'Claimed a field',
  'field.edited': 'Edited a field',
  'boundary.edited': 'Edited a boundary',
  'field.split': 'Split a field',
  'field.merged': 'Merged fields',
  'field.deleted': 'Deleted a field',
  'fields.imported': 'Imported fields',
  'farm.created': 'Added a farm',
  'farm.renamed': 'Renamed a farm',
  'farm.deleted': 'Deleted a farm and its fields',
  'report.saved': 'Saved a report',
};

/** Every action staff can filter the log by, with its words, in the words' order. */
export const actionChoices = Object.entries(actions)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** 'Started spraying' for 'spray.started'; an action without words reads as it is written. */
export const actionWords = (action: string) => actions[action] ?? action;

type Detail = Record<string, unknown>;

const list = (value: unknown) => (Array.isArray(value) ? value : []);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * The details staff read first: the field's name and what changed, what was sprayed and who was
 * told; other entries list their details as 'key: value'.
 */
export function detailLine(action: string, detail: Detail): string {
  const field = typeof detail.name === 'string' ? `“${detail.name}”` : null;
  switch (action) {
    case 'spray.started':
      return [
        typeof detail.herbicides === 'string' ? detail.herbicides : null,
        `on ${plural(list(detail.fields).length, 'field')}`,
        typeof detail.neighbours_notified === 'number'
          ? `${plural(detail.neighbours_notified, 'neighbour')} told`
          : null,
      ]
        .filter(Boolean)
        .join(', ');
    case 'god_mode.entered':
      return typeof detail.as === 'string' ? `As ${detail.as.replaceAll('_', ' ')}` : '';
    case 'spray.stopped':
      return detail.replaced ? 'Replaced by a new spray' : '';
    case 'field.edited':
      return `${field ?? 'Field'}: ${list(detail.changed).join(', ').replaceAll('_', ' ')}`;
    case 'field.merged':
      return `${plural(list(detail.merged_from).length, 'field')} merged into ${field ?? 'a field'}`;
    case 'field.split':
      return `${field ?? 'Field'} into ${plural(list(detail.pieces).length, 'piece')}`;
    case 'farm.created':
    case 'farm.renamed':
      return field ?? '';
    case 'farm.deleted':
      return `${field ?? 'Farm'} with ${plural(list(detail.fields).length, 'field')}`;
    case 'fields.imported':
      return `${plural(list(detail.fields).length, 'field')} from a ${String(detail.format ?? '')} file`;
    case 'field.created':
    case 'field.claimed':
    case 'field.deleted':
    case 'boundary.edited':
      return `${field ?? 'Field'}${typeof detail.acres === 'number' ? `, ${detail.acres} ac` : ''}`;
    default:
      return Object.entries(detail)
        .filter(([key]) => key !== 'god_mode')
        .map(
          ([key, value]) =>
            `${key.replaceAll('_', ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
        )
        .join('; ');
  }
}
