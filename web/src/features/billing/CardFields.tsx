import { Badge, Group, InputBase, Select, TextInput } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { brandNames, cardBrand, cardMask, expiryMonths, expiryYears, type PaymentDetails } from './cardRules';

/** A card's inputs (spec 5): cardholder, masked number with its brand, expiry and CVC. */
export function CardFields({
  details,
  onChange,
}: {
  details: PaymentDetails;
  onChange: (patch: Partial<PaymentDetails>) => void;
}) {
  const now = new Date();
  const brand = cardBrand(details.number);
  return (
    <>
      <TextInput
        label="Cardholder name"
        autoComplete="cc-name"
        value={details.cardholderName}
        onChange={(event) => onChange({ cardholderName: event.currentTarget.value })}
      />
      <InputBase
        label="Card number"
        component={IMaskInput}
        mask={cardMask(brand)}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={brand === 'amex' ? '0000 000000 00000' : '0000 0000 0000 0000'}
        value={details.number}
        onAccept={(value: string) => onChange({ number: value })}
        rightSectionWidth={brand === 'amex' ? 150 : brand ? 110 : undefined}
        rightSection={
          brand && (
            <Badge variant="light" data-testid="payment.card-type">
              {brandNames[brand]}
            </Badge>
          )
        }
      />
      <Group grow align="flex-start">
        <Select
          label="Expiry month"
          placeholder="Month"
          data={expiryMonths(now, details.expYear)}
          renderOption={({ option }) => {
            const month = expiryMonths(now, null).find((each) => each.value === option.value);
            return `${option.value} – ${month?.name ?? ''}`;
          }}
          value={details.expMonth}
          onChange={(expMonth) => onChange({ expMonth })}
          allowDeselect={false}
        />
        <Select
          label="Expiry year"
          placeholder="Year"
          data={expiryYears(now)}
          value={details.expYear}
          onChange={(expYear) => {
            // A month already past this year stops being a choice once this year is picked.
            const stale =
              expYear === String(now.getFullYear()) &&
              details.expMonth !== null &&
              Number(details.expMonth) < now.getMonth() + 1;
            onChange({ expYear, ...(stale ? { expMonth: null } : {}) });
          }}
          allowDeselect={false}
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={details.cvc}
          onChange={(event) => onChange({ cvc: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
        />
      </Group>
    </>
  );
}
