import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One line of a map legend: the colour as the map draws it (filled, faded by `opacity`, or only
 * its outline, as a grower's fields are outlined), then what it means.
 */
export function LegendRow({
  color,
  opacity = 1,
  outline = false,
  children,
}: {
  color: string;
  opacity?: number;
  outline?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 14,
          height: 14,
          flexShrink: 0,
          borderRadius: 3,
          background: outline ? 'transparent' : color,
          opacity,
          border: `${outline ? 3 : 1}px solid ${color}`,
        }}
      />
      <Text size="xs">{children}</Text>
    </Group>
  );
}
