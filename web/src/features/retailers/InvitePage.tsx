import { useQuery } from '@apollo/client/react';
import { retailerMessages } from '@field-boundaries/contract/messages';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { useAcceptInvite } from './hooks';
import { AgRetailerInviteQuery } from './operations';

/**
 * The Ag retailer invite notice (spec 2.3): says who asks what, and grants it on Accept. Public:
 * the link was mailed to the invitee, and works once.
 */
export function InvitePage() {
  const { invite_hash: inviteHash = '' } = useParams();
  const { data, loading } = useQuery(AgRetailerInviteQuery, {
    variables: { inviteHash },
    fetchPolicy: 'network-only',
  });
  const [accept, accepting] = useAcceptInvite();
  const [granted, setGranted] = useState(false);
  const answer = data?.agRetailerInvite;
  const invite = answer?.invite;

  let body: React.ReactNode;
  if (loading) body = <Loader aria-label="Loading the invitation" />;
  else if (granted && invite)
    body = (
      <>
        <Alert color="green" title="Access granted">
          {invite.invitedBy === 'RETAILER'
            ? `${invite.retailerName} of ${invite.company} can now see your farms and work in your account. You can remove this access at any time on the Ag Retailer page.`
            : `${invite.accountName} now appears under your Grower Accounts.`}
        </Alert>
        <Button component={Link} to="/dashboard">
          Continue to app
        </Button>
      </>
    );
  else if (!invite)
    body = (
      <>
        <Alert color="red" title="This invitation cannot be used">
          {answer?.errors[0]?.message ?? retailerMessages.inviteInvalid}
        </Alert>
        <Text size="sm">Ask the sender for a new invitation.</Text>
      </>
    );
  else
    body = (
      <>
        <Text>
          {invite.invitedBy === 'RETAILER'
            ? `${invite.retailerName} of ${invite.company} asks for access to your account, ${invite.accountName}, as your Ag Retailer.`
            : `${invite.growerName} of ${invite.accountName} has added you as their Ag Retailer.`}
        </Text>
        <Text size="sm" c="dimmed">
          {invite.invitedBy === 'RETAILER'
            ? 'With access, the Ag Retailer sees your farms and fields and can work in your account. You can remove the access at any time.'
            : 'Once you accept, the account appears under Grower Accounts and you can work in it.'}
        </Text>
        <Group>
          <Button loading={accepting} onClick={async () => setGranted(await accept(inviteHash))}>
            {invite.invitedBy === 'RETAILER' ? 'Grant access' : 'Accept'}
          </Button>
          <Button variant="default" component={Link} to="/">
            Not now
          </Button>
        </Group>
      </>
    );

  return (
    <PublicLayout width={520}>
      <Stack>
        <Title order={2}>Ag Retailer invitation</Title>
        {body}
      </Stack>
    </PublicLayout>
  );
}
