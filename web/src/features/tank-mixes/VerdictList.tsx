import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { injuryLines, type Verdict, whose } from './warnings';

const shownAtFirst = 4;

/** Which of the grower's and neighbours' crops a mix would injure; a green line when none. */
export function VerdictList({ verdicts, loading }: { verdicts: readonly Verdict[]; loading: boolean }) {
  const [all, setAll] = useState(false);
  if (loading) return <Loader size="sm" aria-label="Checking compatibility" />;
  if (verdicts.length === 0) return null;
  const lines = injuryLines(verdicts);
  if (lines.length === 0)
    return (
      <Alert color="green" variant="light" p="xs">
        <Text size="sm">Safe for every crop you and your neighbors grow.</Text>
      </Alert>
    );
  const shown = all ? lines : lines.slice(0, shownAtFirst);
  return (
    <Alert color="red" variant="light" p="xs" title="Neighbor compatibility">
      <Stack gap={4}>
        {shown.map((line, index) => (
          <div key={line.key}>
            {line.relation && line.relation !== shown[index - 1]?.relation && (
              <Text size="xs" fw={700} tt="uppercase" c="red.8" mt={index > 0 ? 6 : 0}>
                {whose[line.relation]}
              </Text>
            )}
            <Text size="sm">{line.text}</Text>
          </div>
        ))}
        {lines.length > shownAtFirst && (
          <Anchor component="button" type="button" size="sm" onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show ${lines.length - shownAtFirst} more`}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
