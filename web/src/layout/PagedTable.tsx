import { Group, Loader, Pagination, Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PaginationFieldsFragment } from '../graphql/generated/graphql';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

type Props<Row> = {
  /** The table's accessible name. */
  label: string;
  /** A heading above the table, when the page's own title does not already say it. */
  title?: string;
  /** The button beside the heading (Add Account, Add Ag Retailer). */
  action: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The spec's empty text, shown once the page has loaded with no rows. */
  empty: string;
  meta: PaginationFieldsFragment | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  /** The modals the table opens. */
  children?: ReactNode;
};

/**
 * The Ag Retailer page's tables, both sides (spec 2.3, 4): a page of 10 rows, the empty text,
 * and the footer with previous/next, page numbers, 'Total records' and a spinner while loading.
 */
export function PagedTable<Row>({
  label,
  title,
  action,
  columns,
  rows,
  rowKey,
  empty,
  meta,
  loading,
  onPage,
  children,
}: Props<Row>) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify={title ? 'space-between' : 'flex-end'} mb="sm">
        {title && <Title order={3}>{title}</Title>}
        {action}
      </Group>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {!loading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Total records: {meta?.total ?? 0}
          </Text>
          {loading && <Loader size="xs" aria-label="Loading" />}
        </Group>
        <Pagination
          size="sm"
          total={meta?.totalPages ?? 1}
          value={meta?.page ?? 1}
          onChange={onPage}
          withEdges={false}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
          })}
        />
      </Group>
      {children}
    </Paper>
  );
}
