import { Alert } from '@mantine/core';

/** Reports for an Ag Retailer outside god mode: reports are written inside a grower's account. */
export function RetailerReportNote() {
  return (
    <Alert color="blue" title="Reports are written in a grower's account">
      Choose a grower's farm at the left to see its fields. To report on a field, enter the account with God
      mode login, then pick the field here.
    </Alert>
  );
}
