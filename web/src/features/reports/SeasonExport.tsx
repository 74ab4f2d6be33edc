import { useQuery } from '@apollo/client/react';
import { reportMessages } from '@field-boundaries/contract/messages';
import { Anchor, Button, Fieldset, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FarmSidebarQuery } from '../../graphql/farms';

/** Where the browser downloads a season's records (same origin, session cookie). */
export function seasonUrl(kind: 'csv' | 'pdf', range: { from: string; to: string; farm: string | null }) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (range.farm) query.set('farm', range.farm);
  return `/downloads/reports/season.${kind}?${query}`;
}

/**
 * A season's records for an inspector, a buyer or the grower's own books: every saved report
 * of a farm (or all farms) with its application date in a range, as one spreadsheet (a row per
 * product applied, every element of the record) or as one PDF of the printed reports.
 */
export function SeasonExport({ today = new Date() }: { today?: Date }) {
  const { data } = useQuery(FarmSidebarQuery);
  const year = today.getFullYear();
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const [farm, setFarm] = useState<string | null>(null);
  const reversed = from !== '' && to !== '' && from > to;
  const ready = from !== '' && to !== '' && !reversed;
  const range = { from, to, farm };
  return (
    <Fieldset legend="A season's records">
      <Text size="sm" c="dimmed" mb="xs">
        Every saved report with its application date in the range, each as last saved: a spreadsheet with a
        row per product applied, or one PDF of the printed reports.
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={reversed ? reportMessages.seasonOrder : undefined}
        />
        <Select
          label="Farm"
          placeholder="All farms"
          clearable
          value={farm}
          onChange={setFarm}
          data={(data?.myFarms ?? []).map((each) => ({ value: String(each.id), label: each.name }))}
        />
        <Button component="a" href={ready ? seasonUrl('csv', range) : undefined} disabled={!ready} download>
          Spreadsheet (CSV)
        </Button>
        <Button
          component="a"
          variant="light"
          href={ready ? seasonUrl('pdf', range) : undefined}
          disabled={!ready}
          download
        >
          All reports (PDF)
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Keep these records at least two years (7 CFR 110.3;{' '}
        <Anchor
          size="xs"
          // Underlined: a link inside a sentence is told from its text by more than colour (axe's link-in-text-block).
          underline="always"
          href="https://www.ams.usda.gov/rules-regulations/pesticide-records"
          target="_blank"
          rel="noreferrer"
        >
          USDA pesticide recordkeeping
        </Anchor>
        ).
      </Text>
    </Fieldset>
  );
}
