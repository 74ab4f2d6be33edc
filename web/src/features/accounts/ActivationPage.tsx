import { useApolloClient, useMutation } from '@apollo/client/react';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { notify } from '../../notify';
import { useViewer } from '../../session/useViewer';
import { rememberViewer } from '../../session/viewerCache';
import { ActivateAccountMutation } from './operations';

const activated = 'Your account has been activated successfully!';
const failed = 'Error activating your account! Please try again.';

export function ActivationPage() {
  const { activationHash, userUuid } = useParams();
  const [activate] = useMutation(ActivateAccountMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const [state, setState] = useState<'working' | 'failed'>('working');
  // React's StrictMode mounts twice in development; an activation link works once.
  const started = useRef(false);

  useEffect(() => {
    if (!activationHash || !userUuid || started.current) return;
    started.current = true;
    activate({ variables: { activationHash, userUuid } })
      .then(({ data }) => {
        const user = data?.activateAccount.user;
        if (!data?.activateAccount.ok || !user) throw new Error(failed);
        rememberViewer(client, user);
        notify.success(activated);
        navigate('/dashboard', { replace: true });
      })
      .catch(() => {
        notify.error(failed);
        setState('failed');
      });
  }, [activate, activationHash, userUuid, client, navigate]);

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
            <Text c="red">{failed}</Text>
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
