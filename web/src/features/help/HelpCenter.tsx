import { Accordion, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { config } from '../../config';
import { questions } from './questions';

/** How to reach support, and short answers to what growers ask most (the end of Help). */
export function HelpCenter() {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Contact support">
        <Title order={4}>Contact support</Title>
        <Text size="sm" mt={4}>
          E-mail{' '}
          <Anchor href={`mailto:${config.supportEmail}`} fw={600}>
            {config.supportEmail}
          </Anchor>{' '}
          with your farm name and, if it is about a field, the field's name. We aim to answer within one
          business day, Monday to Friday.
        </Text>
      </Paper>

      <Title order={4}>Common questions</Title>
      <Accordion variant="separated" defaultValue={null}>
        {questions.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
