import type { SprayPlan } from './hooks';

// The start-spraying form's own checks, for quick feedback; the api checks them all again.

export function sprayPlanErrors(plan: SprayPlan): { herbicides?: string; fields?: string } {
  const errors: { herbicides?: string; fields?: string } = {};
  if (plan.tankMixId === undefined && (plan.herbicideGroupIds ?? []).length === 0)
    errors.herbicides = 'Choose a tank mix or at least one herbicide group to spray.';
  if (plan.fieldUuids.length === 0) errors.fields = 'Choose at least one field to spray.';
  return errors;
}

/** A date as a datetime-local input shows it, in the browser's time zone: '2026-11-23T14:05'. */
export function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
