import { Text } from '@mantine/core';

/** Developers' view; loaded on demand so growers never download it. */
export default function SandboxPage() {
  return <Text c="dimmed">Developer tools for CLU data and streams.</Text>;
}
