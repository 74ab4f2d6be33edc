import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { StaffAccountsQuery as Answer } from '../../graphql/generated/graphql';
import { type Column, PagedTable } from '../../layout/PagedTable';
import { useSetAccountDeveloper } from './developerHooks';
import { StaffAccountsQuery } from './staffOperations';

type Account = Answer['staffAccounts']['result'][number];

const planNames: Record<string, string> = { F: 'Free trial', B: 'Pro', N: 'No plan' };

function Kind({ account }: { account: Account }) {
  return (
    <Group gap={4}>
      {account.isStaff ? (
        <Badge variant="light" color="grape">
          Staff
        </Badge>
      ) : account.isAgRetailer ? (
        <Badge variant="light" color="blue">
          Ag Retailer
        </Badge>
      ) : (
        <Badge variant="light" color="green">
          {planNames[account.plan] ?? account.plan}
        </Badge>
      )}
      {!account.isActive && (
        <Badge variant="light" color="gray">
          Not activated
        </Badge>
      )}
    </Group>
  );
}

/** Staff grant or end an account's developer role (registering partner apps); staff have it already. */
function DeveloperSwitch({ account }: { account: Account }) {
  const [setDeveloper, saving] = useSetAccountDeveloper();
  if (account.isStaff) return null;
  return (
    <Switch
      aria-label={`Developer: ${account.accountName}`}
      checked={account.isDeveloper}
      disabled={saving}
      onChange={(event) => void setDeveloper(account, event.currentTarget.checked)}
    />
  );
}

const columns: Column<Account>[] = [
  {
    header: 'Account',
    cell: (account) => (
      <>
        <Text size="sm" fw={500}>
          {account.accountName}
        </Text>
        <Text size="xs" c="dimmed">
          {account.fullName} · {account.email}
        </Text>
      </>
    ),
  },
  { header: 'Kind', cell: (account) => <Kind account={account} /> },
  { header: 'Developer', cell: (account) => <DeveloperSwitch account={account} /> },
  {
    header: 'Joined',
    cell: (account) => new Date(account.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' }),
  },
  {
    header: 'Action',
    cell: (account) => (
      <Group gap="xs" wrap="nowrap">
        {/* Staff accounts are never entered (the api refuses), nor inactive ones, which cannot sign in. */}
        {!account.isStaff && account.isActive && (
          <Button
            size="xs"
            variant="light"
            color="red"
            component={Link}
            to={`/god-mode/login/${account.uuid}`}
            aria-label={`Enter ${account.accountName} in god mode`}
          >
            God mode login
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/audit?account=${encodeURIComponent(account.email)}`}
          aria-label={`Audit log of ${account.accountName}`}
        >
          Audit log
        </Button>
      </Group>
    ),
  },
];

/**
 * Staff find an account by a person's name, e-mail or the account's name, then enter it in god
 * mode or read its audit log. The search and page live in the address, so a result can be shared.
 */
export function StaffAccountsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(search);
  const { data, previousData, loading, error } = useQuery(StaffAccountsQuery, {
    variables: { page, ...(search ? { search } : {}) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (error ? undefined : previousData);

  const apply = (nextSearch: string, nextPage = 1) => {
    const query = new URLSearchParams();
    if (nextSearch.trim()) query.set('search', nextSearch.trim());
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label="Search accounts">
        <Group align="flex-end">
          <TextInput
            label="Search"
            description="A person's name, an e-mail, or the account's name"
            placeholder="Miller Creek Farms"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            w={360}
          />
          <Button type="submit">Search</Button>
          {search && (
            <Button
              variant="subtle"
              onClick={() => {
                setDraft('');
                apply('');
              }}
            >
              Show everyone
            </Button>
          )}
        </Group>
      </form>
      {error && (
        <Alert color="red" title="The accounts could not be read">
          {error.message}
        </Alert>
      )}
      <PagedTable
        label="Accounts"
        action={null}
        columns={columns}
        rows={error ? [] : (shown?.staffAccounts.result ?? [])}
        rowKey={(account) => account.uuid}
        empty={search ? `No account matches “${search}”.` : 'No accounts yet.'}
        meta={error ? undefined : shown?.staffAccounts.meta}
        loading={loading}
        onPage={(next) => apply(search, next)}
      />
    </Stack>
  );
}
