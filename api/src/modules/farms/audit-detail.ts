import type { FarmField } from './fields-store';

/**
 * What the audit log keeps of a field a change touched: enough to find it and to read the entry
 * after the field is gone (its name, farm and acres as they were).
 */
export function fieldDetail(
  field: Pick<FarmField, 'uuid' | 'name' | 'farm' | 'area'>,
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  return { field: field.uuid, name: field.name, farm: field.farm, acres: field.area, ...more };
}
