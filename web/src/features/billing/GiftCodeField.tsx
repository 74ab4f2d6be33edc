import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGiftCode } from './hooks';

export type AppliedGift = { code: string; price: number };

/** Gift card code with Apply and Remove (spec 4): a good code sets the price to 0.99. */
export function GiftCodeField({
  applied,
  onChange,
}: {
  applied: AppliedGift | null;
  onChange: (gift: AppliedGift | null) => void;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { apply, applying } = useGiftCode();

  const submit = async () => {
    const answer = await apply(code.trim());
    if (answer.ok) {
      setProblem(null);
      onChange({ code: answer.code, price: answer.price });
    } else setProblem(answer.message);
  };

  return (
    <div>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Gift card code"
          placeholder="Optional"
          style={{ flex: 1 }}
          value={applied ? applied.code : code}
          readOnly={applied !== null}
          error={problem !== null}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && code.trim() && !applied) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        {applied ? (
          <Button
            variant="default"
            onClick={() => {
              onChange(null);
              setCode('');
            }}
          >
            Remove
          </Button>
        ) : (
          <Button variant="light" disabled={!code.trim()} loading={applying} onClick={() => void submit()}>
            Apply
          </Button>
        )}
      </Group>
      {problem && (
        <Text c="red" size="sm" mt={4} role="alert">
          {problem}
        </Text>
      )}
      {applied && (
        <Text c="green.8" size="sm" mt={4}>
          Gift card applied: you pay ${applied.price.toFixed(2)}.
        </Text>
      )}
    </div>
  );
}
