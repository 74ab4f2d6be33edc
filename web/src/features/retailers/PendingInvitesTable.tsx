import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { PendingInvitesQuery as Answer } from '../../graphql/generated/graphql';
import { type Column, PagedTable } from '../../layout/PagedTable';
import { useCancelInvite, useResendInvite } from './inviteHooks';
import { PendingInvitesQuery } from './operations';

type Invite = Answer['pendingInvites']['result'][number];

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function Status({ invite }: { invite: Invite }) {
  if (invite.expired)
    return (
      <Badge color="gray" variant="light">
        Expired {day(invite.expiresAt)}
      </Badge>
    );
  return (
    <>
      <Badge color="yellow" variant="light">
        {invite.direction === 'SENT' ? 'Waiting for an answer' : 'Waiting for you'}
      </Badge>
      <Text size="xs" c="dimmed" mt={4}>
        Sent {day(invite.sentAt)} · link works until {day(invite.expiresAt)}
      </Text>
    </>
  );
}

function Actions({ invite }: { invite: Invite }) {
  const [resend, resending] = useResendInvite();
  const cancel = useCancelInvite();
  const declining = invite.direction === 'RECEIVED';
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: declining ? 'Decline invitation' : 'Cancel invitation',
      children: (
        <Text size="sm">
          {declining
            ? `${invite.name} will not get access through this invitation. They can send you a new one.`
            : `The link mailed to ${invite.email} will stop working and say the invitation was cancelled. You can invite them again later.`}
        </Text>
      ),
      labels: { confirm: declining ? 'Decline' : 'Cancel invitation', cancel: 'Close' },
      confirmProps: { color: 'red' },
      onConfirm: () => void cancel(invite.id, declining),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      {!declining && (
        <Button
          size="xs"
          variant="light"
          loading={resending}
          onClick={() => void resend(invite.id)}
          aria-label={`Resend the invitation to ${invite.name}`}
        >
          Resend
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={confirmCancel}
        aria-label={`${declining ? 'Decline' : 'Cancel'} the invitation ${declining ? 'from' : 'to'} ${invite.name}`}
      >
        {declining ? 'Decline' : 'Cancel'}
      </Button>
    </Group>
  );
}

const columns = (otherSide: string): Column<Invite>[] => [
  {
    header: otherSide,
    cell: (invite) => (
      <>
        <Text size="sm" fw={500}>
          {invite.name}
        </Text>
        <Text size="xs" c="dimmed">
          {invite.business} · {invite.email}
        </Text>
      </>
    ),
  },
  {
    header: 'Invitation',
    cell: (invite) => (
      <Text size="sm">
        {invite.direction === 'SENT'
          ? 'You invited them'
          : 'They invited you: open the link in the e-mail we sent you to accept'}
      </Text>
    ),
  },
  { header: 'Status', cell: (invite) => <Status invite={invite} /> },
  { header: 'Action', cell: (invite) => <Actions invite={invite} /> },
];

/**
 * Invitations waiting for an answer, below either side's table: a relation appears only once
 * the invitee accepts, so until then this is where an invitation shows. Hidden when there are none.
 */
export function PendingInvitesTable({ otherSide }: { otherSide: 'Ag Retailer' | 'Grower account' }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(PendingInvitesQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const pending = data?.pendingInvites;
  if (!pending || pending.meta.total === 0) return null;
  return (
    <PagedTable
      label="Pending invitations"
      title="Pending invitations"
      action={null}
      columns={columns(otherSide)}
      rows={pending.result}
      rowKey={(invite) => invite.id}
      empty="No invitations are waiting for an answer."
      meta={pending.meta}
      loading={loading}
      onPage={setPage}
    />
  );
}
