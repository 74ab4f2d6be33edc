import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** A screen's code did not arrive: it took longer than the spec allows, or the fetch failed. */
export class ScreenLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    cause?: unknown,
  ) {
    super(reason === 'timeout' ? 'screen load timed out' : 'screen load failed', { cause });
    this.name = 'ScreenLoadError';
  }
}

const messages: Record<ScreenLoadError['reason'], string> = {
  timeout: 'This screen took too long to load. Check your connection and try again.',
  failed: 'This screen could not be loaded. Check your connection and try again.',
};

type Props = { onRetry: () => void; children: ReactNode };
type State = { failure: unknown };

/**
 * Shows a failed screen load with a Retry. Only load failures are ours: an error thrown while a
 * loaded screen renders is a fault, and goes on up to the router's error page.
 */
export class ScreenLoadBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(failure: unknown): State {
    return { failure };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failure: null });
  };

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    // Thrown again from render, a fault reaches the boundary above this one.
    if (!(failure instanceof ScreenLoadError)) throw failure;
    return (
      <Center p="xl">
        <Alert color="orange" title="The screen did not load" maw={480} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{messages[failure.reason]}</Text>
            <Button onClick={this.retry}>Retry</Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
}
