// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '@/lib/events/app-events.ts';
import { useAppEvent } from './use-app-event.ts';

afterEach(cleanup);

function Listener({ onAction }: { onAction: (action: string) => void }) {
  useAppEvent('app:action', ({ action }) => onAction(action));
  return null;
}

describe('useAppEvent (§2.3 action links reach their feature)', () => {
  it('calls the latest listener while mounted and unsubscribes on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render(<Listener onAction={first} />);
    rerender(<Listener onAction={second} />);
    act(() => appEvents.emit('app:action', { action: 'openTheaterPicker' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('openTheaterPicker');
    unmount();
    expect(appEvents.listenerCount('app:action')).toBe(0);
  });
});
