import { Group, Loader, Pagination, Text } from '@mantine/core';
import type { PaginationFieldsFragment } from '../../graphql/generated/graphql';

/** The tables' footer (spec: previous/next, page numbers, 'Total records', a spinner while loading). */
export function TableFooter({
  meta,
  loading,
  onPage,
}: {
  meta: PaginationFieldsFragment | undefined;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  return (
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
  );
}
