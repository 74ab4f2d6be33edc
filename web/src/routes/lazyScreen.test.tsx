import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config';
import { LazyScreen, ScreenLoader } from './lazyScreen';

const tooLong = 'This screen took too long to load. Check your connection and try again.';
const Crops = () => <p>My crops for 2026</p>;
const loaded = { default: Crops };
const BrokenScreen = () => {
  throw new Error('no farms array');
};
const never = () => new Promise<typeof loaded>(() => {});

const show = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);
// Lets settled promises (the import, React's retry) run without moving the clock.
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Stands for the router's error page: whatever the screen boundary lets through lands here. */
class RouterErrorPage extends Component<{ children: ReactNode }, { fault: string | null }> {
  override state = { fault: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { fault: error.message };
  }
  override render() {
    return this.state.fault ? <p>Router error page: {this.state.fault}</p> : this.props.children;
  }
}

describe('a screen loaded on demand', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // React reports every error a boundary catches; here the failures are the point.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits the spec’s 120 seconds, then says so and offers a retry', async () => {
    expect(config.screenLoadTimeoutMs).toBe(120_000);
    show(<LazyScreen screen={new ScreenLoader(never)} />);
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.queryByText(tooLong)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(tooLong);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads the screen again on Retry, although React.lazy remembers the failure', async () => {
    const load = vi
      .fn<() => Promise<typeof loaded>>()
      .mockImplementationOnce(never)
      .mockResolvedValueOnce(loaded);
    show(<LazyScreen screen={new ScreenLoader(load)} />);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText(tooLong)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByText('My crops for 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the screen could not be loaded when the download fails, and retries it', async () => {
    const load = vi
      .fn<() => Promise<typeof loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(loaded);
    show(<LazyScreen screen={new ScreenLoader(load)} />);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This screen could not be loaded. Check your connection and try again.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByText('My crops for 2026')).toBeInTheDocument();
  });

  it('leaves no timer behind once the screen has arrived', async () => {
    show(<LazyScreen screen={new ScreenLoader(() => Promise.resolve(loaded))} />);
    await settle();
    expect(screen.getByText('My crops for 2026')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a fault of the loaded screen on to the router, with no Retry that cannot help', async () => {
    show(
      <RouterErrorPage>
        <LazyScreen screen={new ScreenLoader(() => Promise.resolve({ default: BrokenScreen }))} />
      </RouterErrorPage>,
    );
    await settle();
    expect(screen.getByText('Router error page: no farms array')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
