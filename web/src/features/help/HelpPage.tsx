import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { config } from '../../config';
import { type Guide, guideParts, guides } from './guides';
import { HelpCenter } from './HelpCenter';

/**
 * Help: the product's own short guides, then support and common questions. All of it ships
 * with the app, so it reads the same offline; the how-to videos, when configured, add a link.
 */
export function HelpPage() {
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Text>Short guides to the things growers do most, step by step.</Text>
        {config.helpVideosUrl && (
          <Text size="sm">
            Prefer to watch?{' '}
            <Anchor href={config.helpVideosUrl} target="_blank" rel="noopener noreferrer">
              Our how-to videos
            </Anchor>{' '}
            open in a new tab.
          </Text>
        )}
      </Stack>
      <nav aria-label="Guides">
        <Group gap="xs">
          {guides.map((guide) => (
            <Anchor key={guide.id} href={`#${guide.id}`} size="sm">
              {guide.title}
            </Anchor>
          ))}
        </Group>
      </nav>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {guides.map((guide) => (
          <GuideCard key={guide.id} guide={guide} />
        ))}
      </SimpleGrid>
      <HelpCenter />
    </Stack>
  );
}

function GuideCard({ guide }: { guide: Guide }) {
  const headingId = `guide-${guide.id}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      id={guide.id}
      aria-labelledby={headingId}
      // Below the app's fixed 60 px top bar when a Guides link scrolls to it.
      style={{ scrollMarginTop: 76 }}
    >
      <Title order={3} size="h4" id={headingId}>
        {guide.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {guide.lead}
      </Text>
      <List type="ordered" size="sm" spacing={6}>
        {guide.steps.map((step) => (
          <List.Item key={step}>
            <Marked text={step} />
          </List.Item>
        ))}
      </List>
      {guide.notes.map((note) => (
        <Text key={note} size="xs" c="dimmed" mt="xs">
          <Marked text={note} />
        </Text>
      ))}
    </Paper>
  );
}

/** A guide's line with the names on the screen in bold, as the grower will look for them. */
function Marked({ text }: { text: string }) {
  return guideParts(text).map((part, index) =>
    part.name ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line, never reordered
      <strong key={index}>{part.text}</strong>
    ) : (
      part.text
    ),
  );
}
