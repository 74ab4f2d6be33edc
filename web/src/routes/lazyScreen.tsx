import { Loader } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { config } from '../config';
import { ScreenLoadBoundary, ScreenLoadError } from './ScreenLoadBoundary';

type Load = () => Promise<{ default: ComponentType }>;

/** Rejects after `ms` unless the load settles first; the timer never outlives the load. */
export function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenLoadError('timeout')), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A screen whose code is fetched when first shown. React.lazy keeps its first promise, rejected
 * or not, so a retry has to build a new lazy: this holds the current one for everyone who shows
 * the screen, until a failure asks for a fresh one.
 */
export class ScreenLoader {
  component: LazyExoticComponent<ComponentType>;

  constructor(
    private readonly load: Load,
    private readonly timeoutMs = config.screenLoadTimeoutMs,
  ) {
    this.component = this.attempt();
  }

  retry() {
    this.component = this.attempt();
  }

  private attempt() {
    return lazy(() =>
      withTimeout(this.load(), this.timeoutMs).catch((reason: unknown) => {
        throw reason instanceof ScreenLoadError ? reason : new ScreenLoadError('failed', reason);
      }),
    );
  }
}

/**
 * Shows a screen loaded on demand: a spinner while it comes, and after the spec's 120 seconds
 * (or a failed download) a message and a Retry instead of spinning for ever.
 */
export function LazyScreen({
  screen,
  loadingLabel = 'Loading',
}: {
  screen: ScreenLoader;
  loadingLabel?: string;
}) {
  const [, rerender] = useState(0);
  const Screen = screen.component;
  const retry = () => {
    screen.retry();
    rerender((count) => count + 1);
  };
  return (
    <ScreenLoadBoundary onRetry={retry}>
      <Suspense fallback={<Loader m="xl" aria-label={loadingLabel} />}>
        <Screen />
      </Suspense>
    </ScreenLoadBoundary>
  );
}
