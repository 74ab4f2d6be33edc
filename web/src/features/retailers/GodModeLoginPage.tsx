import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { useEnterGodMode } from './hooks';

/**
 * God Mode Login (spec 2.3): enters the account named by the route's uuid and continues to the
 * application (to the field when `fieldUuid` is given). The api decides who may; a refusal is
 * shown here with the way back.
 */
export function GodModeLoginPage() {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const fieldUuid = search.get('fieldUuid');
  const enter = useEnterGodMode();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void enter(uuid, fieldUuid ? `/fields/${fieldUuid}` : '/dashboard').then((entered) => {
      if (!entered) setFailed(true);
    });
  }, [enter, uuid, fieldUuid]);

  return (
    <PublicLayout>
      <Stack>
        <Title order={2}>God Mode Login</Title>
        {failed ? (
          <>
            <Alert color="red" title="This account could not be opened">
              Only an Ag Retailer the grower has given access, or our support staff, can work in a grower's
              account. If access was removed, ask the grower to add you again.
            </Alert>
            <Group>
              <Button component={Link} to="/ag_retailer">
                Back to Grower Accounts
              </Button>
              <Button variant="default" component={Link} to="/">
                Log in
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Loader size="sm" aria-label="Opening the account" />
            <Text>Opening the grower's account…</Text>
          </Group>
        )}
      </Stack>
    </PublicLayout>
  );
}
