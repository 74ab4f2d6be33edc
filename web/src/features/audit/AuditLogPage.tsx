import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditLogQuery as Answer } from '../../graphql/generated/graphql';
import { type Column, PagedTable } from '../../layout/PagedTable';
import { AuditLogQuery } from './operations';
import { actionChoices, actionWords, detailLine } from './wording';

type Entry = Answer['auditLog']['result'][number];
type Filter = 'account' | 'actor';
type Filters = { account: string; actor: string; action: string };
const noFilters: Filters = { account: '', actor: '', action: '' };

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Someone acted in an account that is not their own: a retailer or staff member in god mode. */
const inGodMode = (entry: Entry) =>
  entry.actorUuid !== null && entry.accountUuid !== null && entry.actorUuid !== entry.accountUuid;

const parsed = (detail: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(detail);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

function columns(only: (filter: Filter, who: string) => void): Column<Entry>[] {
  return [
    {
      header: 'When',
      cell: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {when(entry.createdAt)}
        </Text>
      ),
    },
    {
      header: 'What',
      cell: (entry) => (
        <>
          <Text size="sm" fw={500}>
            {actionWords(entry.action)}
          </Text>
          <Text size="xs" c="dimmed">
            {detailLine(entry.action, parsed(entry.detail))}
          </Text>
        </>
      ),
    },
    {
      header: 'Who',
      cell: (entry) =>
        entry.actor ? (
          <>
            <Anchor
              component="button"
              size="sm"
              fw={500}
              ta="left"
              onClick={() => only('actor', entry.actor?.email ?? '')}
              aria-label={`Show only what ${entry.actor.fullName} did`}
            >
              {entry.actor.fullName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {entry.actor.email}
            </Text>
            {inGodMode(entry) && (
              <Badge size="xs" color="red" variant="light" mt={4}>
                God mode
              </Badge>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {entry.actorUuid ? 'A user since deleted' : 'The system'}
          </Text>
        ),
    },
    {
      header: 'Account',
      cell: (entry) =>
        entry.account ? (
          <>
            <Anchor
              component="button"
              size="sm"
              fw={500}
              ta="left"
              onClick={() => only('account', entry.account?.email ?? '')}
              aria-label={`Show only the account ${entry.account.name}`}
            >
              {entry.account.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {entry.account.fullName} · {entry.account.email}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {entry.accountUuid ? 'An account since deleted' : '—'}
          </Text>
        ),
    },
  ];
}

/**
 * Staff read who did what in whose account, newest first: god-mode work names the retailer or
 * staff member who did it. Filtered by account and by the person who acted, each by e-mail or
 * user id, and by action; the filters live in the address, so a filtered log can be shared as a link.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState({ account, actor, action });
  const { data, previousData, loading, error } = useQuery(AuditLogQuery, {
    variables: {
      page,
      ...(account ? { account } : {}),
      ...(actor ? { actor } : {}),
      ...(action ? { action } : {}),
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (error ? undefined : previousData);

  const apply = (next: Filters, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next.account.trim()) query.set('account', next.account.trim());
    if (next.actor.trim()) query.set('actor', next.actor.trim());
    if (next.action) query.set('action', next.action);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const only = (filter: Filter, who: string) => {
    const next = { account, actor, action, [filter]: who };
    setDraft(next);
    apply(next);
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label="Filter the audit log">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Account"
            description="Whose account: e-mail or user id"
            placeholder="grower@example.com"
            value={draft.account}
            onChange={(event) => setDraft({ ...draft, account: event.currentTarget.value })}
            w={220}
          />
          <TextInput
            label="Done by"
            description="Who acted (in god mode the retailer): e-mail or user id"
            placeholder="retailer@example.com"
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.currentTarget.value })}
            w={220}
          />
          <Select
            label="Action"
            description="What was done"
            placeholder="Any action"
            data={actionChoices}
            value={draft.action || null}
            onChange={(value) => setDraft({ ...draft, action: value ?? '' })}
            clearable
            searchable
            w={290}
          />
          <Button type="submit">Filter</Button>
          {(account || actor || action) && (
            <Button
              variant="subtle"
              onClick={() => {
                setDraft(noFilters);
                apply(noFilters);
              }}
            >
              Show everyone
            </Button>
          )}
        </Group>
      </form>
      {error && (
        <Alert color="red" title="The log could not be read">
          {error.message}
        </Alert>
      )}
      <PagedTable
        label="Audit log"
        action={null}
        columns={columns(only)}
        rows={error ? [] : (shown?.auditLog.result ?? [])}
        rowKey={(entry) => entry.id}
        empty={account || actor || action ? 'Nothing recorded for this filter.' : 'Nothing recorded yet.'}
        meta={error ? undefined : shown?.auditLog.meta}
        loading={loading}
        onPage={(next) => apply({ account, actor, action }, next)}
      />
    </Stack>
  );
}
