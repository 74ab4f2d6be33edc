import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { takeConsentReturn } from '../../session/consentReturn';
import { useViewer } from '../../session/useViewer';
import { activationFailed, useActivateAccount } from './hooks';

export function ActivationPage() {
  const { activationHash, userUuid } = useParams();
  const activate = useActivateAccount();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const [state, setState] = useState<'working' | 'failed'>('working');
  // React's StrictMode mounts twice in development; an activation link works once.
  const started = useRef(false);

  useEffect(() => {
    if (!activationHash || !userUuid || started.current) return;
    started.current = true;
    // Signed up from a partner app's request: its consent screen, while the request lasts.
    void activate(activationHash, userUuid).then((activated) =>
      activated ? navigate(takeConsentReturn() ?? '/dashboard', { replace: true }) : setState('failed'),
    );
  }, [activate, activationHash, userUuid, navigate]);

  if (!activationHash || !userUuid) {
    // A signed-in user without a plan is sent here by the route guard.
    return (
      <PublicLayout>
        <Stack>
          <Title order={2}>Account Activation</Title>
          <Text>
            {viewer
              ? 'Your account does not have a plan yet. Choose one to start mapping your fields.'
              : 'Open the verification link we e-mailed you to activate your account.'}
          </Text>
          <Anchor component={Link} to={viewer ? '/pricing-plans' : '/'}>
            {viewer ? 'See the plans' : 'Back to log in'}
          </Anchor>
        </Stack>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <Stack align="center">
        <Title order={2}>Account Activation</Title>
        {state === 'working' ? (
          <>
            <Loader />
            <Text>Activating your account…</Text>
          </>
        ) : (
          <>
            <Text c="red">{activationFailed}</Text>
            <Text size="sm">The link may have been used already or may have expired.</Text>
            <Anchor component={Link} to="/">
              Back to log in
            </Anchor>
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
