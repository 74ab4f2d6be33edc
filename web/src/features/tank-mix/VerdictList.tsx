import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { injuryWarning, type Verdict, whose } from './warnings';

/** Which of the grower's and neighbours' crops a mix would injure; a green line when none. */
export function VerdictList({ verdicts, loading }: { verdicts: readonly Verdict[]; loading: boolean }) {
  if (loading) return <Loader size="sm" aria-label="Checking compatibility" />;
  if (verdicts.length === 0) return null;
  const injured = verdicts.filter((verdict) => !verdict.safe);
  if (injured.length === 0)
    return (
      <Alert color="green" variant="light" p="xs">
        <Text size="sm">Safe for every crop you and your neighbors grow.</Text>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" p="xs" title="Neighbor compatibility">
      <Stack gap={4}>
        {injured.map((verdict) => (
          <Group
            key={`${verdict.crop.name}-${verdict.cropTrait?.name ?? ''}`}
            gap={6}
            wrap="nowrap"
            align="flex-start"
          >
            {verdict.relation && (
              <Badge size="xs" variant="outline" color="red" style={{ flexShrink: 0, marginTop: 2 }}>
                {whose[verdict.relation]}
              </Badge>
            )}
            <Text size="sm">{injuryWarning(verdict)}</Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
