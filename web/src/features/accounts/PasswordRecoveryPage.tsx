import { Anchor, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { useConsentReturn } from '../../session/consentReturn';
import { RecoveryAnswerStep } from './RecoveryAnswerStep';
import { RecoveryEmailStep } from './RecoveryEmailStep';
import { RecoveryPasswordStep } from './RecoveryPasswordStep';
import type { Question } from './recoveryHooks';

/**
 * Forgot password (spec 2.3): e-mail → the account's security question → new password → Login.
 * A partner app's request the visitor came with goes back to Login with them.
 */
export function PasswordRecoveryPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [question, setQuestion] = useState<Question | null>(null);
  const { carry } = useConsentReturn();

  return (
    <PublicLayout
      // Wide enough for the three step labels on one line.
      width={640}
      aside={
        <Text size="sm">
          Remembered it?{' '}
          <Anchor component={Link} to="/" state={carry}>
            Log in
          </Anchor>
        </Text>
      }
    >
      <Stack>
        <Title order={2}>Recover your password</Title>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Your e-mail">
            <RecoveryEmailStep
              initialEmail={email}
              onFound={(address, found) => {
                setEmail(address);
                setQuestion(found);
                setStep(1);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label="Security question">
            {question && (
              <RecoveryAnswerStep
                email={email}
                question={question}
                onBack={() => setStep(0)}
                onVerified={() => setStep(2)}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label="New password">
            <RecoveryPasswordStep
              onReset={() => navigate('/', { replace: true, state: { email, ...carry } })}
              onStartAgain={() => setStep(0)}
            />
          </Stepper.Step>
        </Stepper>
      </Stack>
    </PublicLayout>
  );
}
