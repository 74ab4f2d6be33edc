import { List, Stack, Text } from '@mantine/core';

/** The Terms of Use a grower accepts by registering. */
export function TermsOfUse() {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Field Boundaries lets you map and manage crop-field boundaries and the crop, trait and herbicide
        records that belong to them. By creating an account you agree to these terms.
      </Text>
      <List size="sm" spacing="xs">
        <List.Item>
          You claim or draw only fields you own or are authorized to act for, and you keep your records
          accurate.
        </List.Item>
        <List.Item>
          Records you share with neighbours or with an ag retailer you invite are visible to them as the
          product describes; you can withdraw a retailer's access at any time.
        </List.Item>
        <List.Item>
          Boundary areas and drift information support your decisions; they do not replace product labels,
          applicator licensing rules or official acreage reports.
        </List.Item>
        <List.Item>
          You keep your password private and tell us if you think your account has been used by someone else.
        </List.Item>
      </List>
    </Stack>
  );
}
