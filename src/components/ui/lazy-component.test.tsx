// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, loadWithRetries } from './lazy-component.ts';

// §2.2 parts loaded after the page starts: a chunk lost on the way is fetched again, and a
// behaviour the page can do without never replaces the page with its error screen.

afterEach(cleanup);

/** A loader that fails `failures` times, then gives `value`. */
function flaky<T>(failures: number, value: T) {
  return vi.fn(async () => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('Failed to load chunk');
    }
    return value;
  });
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>error screen</p> : this.props.children;
  }
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Boundary>
      <h1>Programme</h1>
      <Suspense fallback={null}>{children}</Suspense>
    </Boundary>
  );
}

describe('loadWithRetries', () => {
  it('tries again after each delay and gives the first success', async () => {
    const load = flaky(2, 'module');
    await expect(loadWithRetries(load, [1, 1])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('throws the last failure once the delays are spent', async () => {
    const load = flaky(3, 'module');
    await expect(loadWithRetries(load, [1, 1])).rejects.toThrow('Failed to load chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits the delays between tries', async () => {
    vi.useFakeTimers();
    try {
      const load = flaky(1, 'module');
      const result = loadWithRetries(load, [1000]);
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('module');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('lazyComponent', () => {
  it('renders the part once a lost chunk arrives on a later try', async () => {
    const Part = lazyComponent(
      flaky(1, () => <p>loaded part</p>),
      { delaysMs: [1, 1] },
    );
    render(
      <Page>
        <Part />
      </Page>,
    );
    expect(await screen.findByText('loaded part')).toBeTruthy();
  });

  it('an optional part that never arrives renders nothing, and the page stays', async () => {
    const load = flaky(5, () => <p>loaded part</p>);
    const Part = lazyComponent(load, { optional: true, delaysMs: [1, 1] });
    render(
      <Page>
        <Part />
      </Page>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading').textContent).toBe('Programme');
    expect(screen.queryByText('error screen')).toBeNull();
  });

  it('a part the page needs fails to the error boundary after its tries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyComponent(
      flaky(5, () => <p>loaded part</p>),
      { delaysMs: [1, 1] },
    );
    render(
      <Page>
        <Part />
      </Page>,
    );
    expect(await screen.findByText('error screen')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
