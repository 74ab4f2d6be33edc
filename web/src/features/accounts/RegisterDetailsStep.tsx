import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEmailRegistered } from './hooks';
import { detailsRules, messages, normaliseEmail } from './rules';

export type RegistrationDetails = { fullName: string; email: string; farmName: string };

/** Step 1: who and which farm. Continues only when the e-mail has no account yet. */
export function RegisterDetailsStep({
  initial,
  onContinue,
}: {
  initial: RegistrationDetails;
  onContinue: (details: RegistrationDetails) => void;
}) {
  const [isRegistered, checking] = useEmailRegistered();
  const form = useForm({ initialValues: initial, validate: detailsRules });

  const submit = form.onSubmit(async (values) => {
    const email = normaliseEmail(values.email);
    const registered = await isRegistered(email);
    if (registered) form.setFieldError('email', messages.emailTaken);
    else if (registered === false) onContinue({ ...values, email });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Full name" autoComplete="name" {...form.getInputProps('fullName')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Farm name" {...form.getInputProps('farmName')} />
        <Button type="submit" loading={checking} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
