import { Anchor, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { keepConsentReturn, useConsentReturn } from '../../session/consentReturn';
import { ConsentWaiting } from './ConsentWaiting';
import { RegisterDetailsStep, type RegistrationDetails } from './RegisterDetailsStep';
import { RegisterPasswordStep } from './RegisterPasswordStep';

/** Registration (spec 1); `onReadTerms` shows the Terms of Use the grower accepts. */
export function RegisterPage({ onReadTerms }: { onReadTerms: () => void }) {
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<RegistrationDetails>({ fullName: '', email: '', farmName: '' });
  // Opened from a partner app's request (through Login): the activation link's tab goes back to it.
  const { returnTo, carry } = useConsentReturn();

  return (
    <PublicLayout
      width={560}
      aside={
        <Text size="sm">
          Already registered?{' '}
          <Anchor component={Link} to="/" state={carry}>
            Log in
          </Anchor>
        </Text>
      }
    >
      <Stack>
        <Title order={2}>Create your account</Title>
        {returnTo && (
          <ConsentWaiting>
            Create your account and open the link we e-mail you in this browser, and you will be asked whether
            to allow it.
          </ConsentWaiting>
        )}
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
              onRegistered={() => {
                if (returnTo) keepConsentReturn(returnTo);
                setStep(2);
              }}
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
