import { Anchor, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { RegisterDetailsStep, type RegistrationDetails } from './RegisterDetailsStep';
import { RegisterPasswordStep } from './RegisterPasswordStep';

/** Registration (spec 1); `onReadTerms` shows the Terms of Use the grower accepts. */
export function RegisterPage({ onReadTerms }: { onReadTerms: () => void }) {
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<RegistrationDetails>({ fullName: '', email: '', farmName: '' });

  return (
    <PublicLayout
      width={560}
      aside={
        <Text size="sm">
          Already registered?{' '}
          <Anchor component={Link} to="/">
            Log in
          </Anchor>
        </Text>
      }
    >
      <Stack>
        <Title order={2}>Create your account</Title>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Your farm">
            <RegisterDetailsStep
              initial={details}
              onContinue={(value) => {
                setDetails(value);
                setStep(1);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label="Password">
            <RegisterPasswordStep
              details={details}
              onBack={() => setStep(0)}
              onRegistered={() => setStep(2)}
              onReadTerms={onReadTerms}
            />
          </Stepper.Step>
          <Stepper.Step label="Verify e-mail">
            <Stack gap="xs" mt="md">
              <Title order={4}>Check your e-mail</Title>
              <Text>
                We sent a verification link to <b>{details.email}</b>. Click the link in that e-mail to verify
                your address and continue.
              </Text>
            </Stack>
          </Stepper.Step>
        </Stepper>
      </Stack>
    </PublicLayout>
  );
}
