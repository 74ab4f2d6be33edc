import { OFFLINE_WRITE_DISABLED } from '@field-boundaries/contract/offline-wording';
import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ComponentPropsWithoutRef, useId } from 'react';
import { useStore } from 'zustand';
import { connection } from './connection';

// A control that saves something, shown disabled while the page is offline with the reason on
// hover and to screen readers, rather than enabled and refusing only once pressed (the write is
// still refused if it is sent: offlineLink.ts). It stays focusable, so the reason can be reached
// by keyboard too (Mantine's advice for a disabled button with a tooltip: data-disabled).

export const useOffline = () => useStore(connection, (state) => state.offline);

type Props = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

export function WriteButton({ onClick, ...props }: Props) {
  const offline = useOffline();
  const reasonId = useId();
  if (!offline) return <Button onClick={onClick} {...props} />;
  return (
    <>
      <Tooltip label={OFFLINE_WRITE_DISABLED} withArrow multiline w={240}>
        <Button
          {...props}
          loading={false}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        />
      </Tooltip>
      <VisuallyHidden id={reasonId}>{OFFLINE_WRITE_DISABLED}</VisuallyHidden>
    </>
  );
}
