import { Alert, Checkbox, List, Text } from '@mantine/core';

/**
 * The label rules only the forecast breaks for the hour spraying starts: the grower reads each
 * in the label's words and confirms having checked the conditions; the api keeps the
 * confirmation with the spray.
 */
export function ForecastConfirmation({
  lines,
  confirmed,
  onConfirm,
}: {
  lines: string[];
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  return (
    <Alert
      color="orange"
      title="Before you start: the forecast or the crop being sprayed breaks a label rule"
      data-testid="spray.confirm-forecast"
    >
      <List size="sm" spacing={4} mb="sm">
        {lines.map((line) => (
          <List.Item key={line}>{line.replace(/ Confirm that you checked.*$/, '')}</List.Item>
        ))}
      </List>
      <Text size="xs" mb={6}>
        Your readings at the boom allow it; what the forecast cannot show, or the crop the field's record
        names, is yours to check. The confirmation is kept with the spray record.
      </Text>
      <Checkbox
        checked={confirmed}
        onChange={(event) => onConfirm(event.currentTarget.checked)}
        label="I checked the conditions at the field and start anyway"
      />
    </Alert>
  );
}
