import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Told on a signed-out screen opened from a partner app's request: what follows once they are in. */
export function ConsentWaiting({ children }: { children: ReactNode }) {
  return (
    <Alert color="blue" title="An app asks to connect to your account">
      {children}
    </Alert>
  );
}
