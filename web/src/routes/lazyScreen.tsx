import { Loader } from '@mantine/core';
import { type ComponentType, type JSX, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { config } from '../config';
import { ScreenLoadBoundary, ScreenLoadError } from './ScreenLoadBoundary';

// biome-ignore lint/complexity/noBannedTypes: a screen without props takes `{}`, as React types it.
type NoProps = {};
type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;

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
export class ScreenLoader<Props extends object = NoProps> {
  component: LazyExoticComponent<ComponentType<Props>>;

  constructor(
    private readonly load: Load<Props>,
    private readonly timeoutMs = config.screenLoadTimeoutMs,
  ) {
    this.component = this.attempt();
  }

  retry() {
    this.component = this.attempt();
  }

  /**
   * Starts fetching the screen's code ahead of showing it (the map while the grower signs in).
   * The browser keeps the module, so the screen's own load later finds it there; a failure
   * here is the screen's to report when it is shown.
   */
  preload() {
    this.load().catch(() => {});
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
export function LazyScreen<Props extends object = NoProps>({
  screen,
  loadingLabel = 'Loading',
  props,
}: {
  screen: ScreenLoader<Props>;
  loadingLabel?: string;
  /** What the screen is given, when it takes anything. */
  props?: Props;
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
        <Screen {...(props as Props & JSX.IntrinsicAttributes)} />
      </Suspense>
    </ScreenLoadBoundary>
  );
}
