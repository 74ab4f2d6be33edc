import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useRegister } from './hooks';
import type { RegistrationDetails } from './RegisterDetailsStep';
import { passwordRules } from './rules';
import { SecurityQuestionSelect } from './SecurityQuestionSelect';

type Props = {
  details: RegistrationDetails;
  onBack: () => void;
  onRegistered: () => void;
  /** Shows the Terms of Use (the register screen brings them from the legal documents). */
  onReadTerms: () => void;
};

/** Step 2: password and the security question that later recovers the account. */
export function RegisterPasswordStep({ details, onBack, onRegistered, onReadTerms }: Props) {
  const [register] = useRegister();
  // Disabled from the click until the server refuses (spec); a success moves to step 3.
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm({
    initialValues: {
      password: '',
      passwordConfirmation: '',
      securityQuestion: null as string | null,
      securityAnswer: '',
    },
    validate: passwordRules,
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setServerErrors([]);
    const answer = await register({ ...details, ...values, securityQuestion: values.securityQuestion ?? '' });
    if (answer.ok) return onRegistered();
    setServerErrors(answer.messages);
    setSubmitting(false);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group gap="xs">
          <ActionIcon variant="subtle" aria-label="Back" onClick={onBack}>
            ←
          </ActionIcon>
          <Text size="sm" c="dimmed">
            {details.email}
          </Text>
        </Group>
        {serverErrors.length > 0 && (
          <Stack gap={4} role="alert">
            <Title order={5} c="red">
              {serverErrors.length === 1
                ? '1 error prevented registration'
                : `${serverErrors.length} errors prevented registration`}
            </Title>
            <List size="sm" c="red">
              {serverErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('passwordConfirmation')}
        />
        <SecurityQuestionSelect {...form.getInputProps('securityQuestion')} />
        <TextInput label="Answer" {...form.getInputProps('securityAnswer')} />
        <Text size="xs" c="dimmed">
          By registering you accept the{' '}
          <Anchor component="button" type="button" size="xs" onClick={onReadTerms}>
            Terms of Use
          </Anchor>
          .
        </Text>
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth>
          Register
        </Button>
      </Stack>
    </form>
  );
}
