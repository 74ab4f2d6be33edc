import type { LabelBreachResolvers, LabelRuleKind, LabelTier } from '../../generated/resolvers';
import type { ApiLabelBreach } from '../../upstream/types';

const ruleKinds: Record<ApiLabelBreach['kind'], LabelRuleKind> = {
  wind: 'WIND',
  daylight: 'DAYLIGHT',
  inversion: 'INVERSION',
  temperature: 'TEMPERATURE',
  rain: 'RAIN',
  'sensitive-downwind': 'SENSITIVE_DOWNWIND',
  buffer: 'BUFFER',
  crop: 'CROP',
  equipment: 'EQUIPMENT',
};
const tiers: Record<ApiLabelBreach['tier'], LabelTier> = {
  prohibited: 'PROHIBITED',
  restricted: 'RESTRICTED',
  advice: 'ADVICE',
};

export const LabelBreach: LabelBreachResolvers = {
  kind: (breach) => ruleKinds[breach.kind],
  tier: (breach) => tiers[breach.tier],
};
