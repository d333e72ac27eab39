// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// §3.8 member screens: drawn once their code has arrived, the loading state until then, and a
// message (never a blank page) when the code cannot be loaded.

const load = vi.hoisted(() => ({ cards: vi.fn() }));
vi.mock('./screen-modules.ts', () => ({ SCREEN_MODULES: load }));
vi.mock('./member-screen-frame.tsx', () => ({
  MemberScreenFrame: ({ Screen, props }: { Screen: (p: object) => React.ReactNode; props: object }) => (
    <section data-testid="frame">
      <Screen {...props} />
    </section>
  ),
}));

const { MemberScreenLoader } = await import('./member-screen-loader.tsx');

function draw() {
  return render(
    <MemberScreenLoader
      screen={'cards' as never}
      props={{ owner: 'Ana' }}
      locale="en"
      messages={{}}
      gate
      loadingLabel="Loading your account…"
      failedLabel="This screen could not be loaded."
    />,
  );
}

afterEach(() => {
  cleanup();
  load.cards.mockReset();
});

describe('MemberScreenLoader', () => {
  it('shows the loading state, then the screen with its page’s props inside the frame', async () => {
    load.cards.mockResolvedValue(({ owner }: { owner: string }) => <p>Cards of {owner}</p>);
    draw();
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(await screen.findByText('Cards of Ana')).toBeTruthy();
    expect(screen.getByTestId('frame')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so, as an alert, when the screen’s code cannot be loaded', async () => {
    load.cards.mockRejectedValue(new Error('ChunkLoadError'));
    draw();
    expect((await screen.findByRole('alert')).textContent).toBe('This screen could not be loaded.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
