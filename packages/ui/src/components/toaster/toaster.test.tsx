import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from './toaster';

describe('toast durations', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  const shownFor = async (show: () => void, text: string) => {
    act(show);
    // Sonner adds a notice on the next tick.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(text)).toBeInTheDocument();
    return {
      after: async (ms: number) => {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        });
        return screen.queryByText(text) !== null;
      },
    };
  };

  it('keeps a success notice 3 seconds', async () => {
    const notice = await shownFor(() => toast.success('Berhasil'), 'Berhasil');
    expect(await notice.after(2800)).toBe(true);
    expect(await notice.after(1000)).toBe(false);
  });

  it('keeps an error notice 4 seconds', async () => {
    const notice = await shownFor(() => toast.error('Gagal'), 'Gagal');
    expect(await notice.after(3800)).toBe(true);
    expect(await notice.after(1000)).toBe(false);
  });

  it('keeps a default notice 4 seconds', async () => {
    const notice = await shownFor(() => toast('Info'), 'Info');
    expect(await notice.after(3800)).toBe(true);
    expect(await notice.after(1000)).toBe(false);
  });
});
