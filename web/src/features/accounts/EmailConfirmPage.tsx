import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { useConfirmEmailChange } from './hooks';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** Opened from the link mailed to a new address: the account's e-mail changes now. */
export function EmailConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirm(token).then((answer) =>
      setState(
        answer.ok ? { kind: 'done', email: answer.email } : { kind: 'failed', message: answer.message },
      ),
    );
  }, [confirm, token]);

  return (
    <PublicLayout>
      <Stack>
        <Title order={2}>Confirm your new e-mail</Title>
        {state.kind === 'working' && <Loader aria-label="Confirming" />}
        {state.kind === 'done' && (
          <Alert color="green" title="E-mail changed">
            Your account now uses {state.email}. Use it the next time you log in.
          </Alert>
        )}
        {state.kind === 'failed' && (
          <Alert color="red" title="The e-mail was not changed">
            {state.message} Ask for a new link from Edit profile.
          </Alert>
        )}
        <Button component={Link} to="/">
          Continue to app
        </Button>
      </Stack>
    </PublicLayout>
  );
}
