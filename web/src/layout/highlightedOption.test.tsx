import { MantineProvider, Select } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

// A grower types into a searchable select, arrows to an option and presses Enter. On a busy
// machine the 0 ms timer Mantine sets as the list opens runs after the keys (Chromium runs queued
// input first); the timers here are held and run at that moment, as the browser ran them.
function CropForm({ onSubmit }: { onSubmit: () => void }) {
  const [crop, setCrop] = useState<string | null>('wheat');
  return (
    <MantineProvider theme={theme} env="test">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Select label="Crop" searchable data={['corn', 'soybean', 'wheat']} value={crop} onChange={setCrop} />
        <output aria-label="chosen">{crop}</output>
      </form>
    </MantineProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Enter in an open list', () => {
  it('takes the option shown highlighted even when the list’s own timer ran after the arrows', async () => {
    vi.useFakeTimers();
    const submitted = vi.fn();
    render(<CropForm onSubmit={submitted} />);
    const box = screen.getByRole('combobox', { name: 'Crop' });
    box.focus();
    fireEvent.change(box, { target: { value: 'soy' } });
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'soybean' })).toHaveAttribute('data-combobox-selected');
    // The late timer: Mantine points its Enter at the current value's option, filtered out.
    act(() => vi.runOnlyPendingTimers());
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    expect(screen.getByLabelText('chosen')).toHaveTextContent('soybean');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('still sends the form when no option is highlighted', async () => {
    const submitted = vi.fn();
    const user = userEvent.setup();
    render(<CropForm onSubmit={submitted} />);
    const box = screen.getByRole('combobox', { name: 'Crop' });
    await user.click(box);
    await user.keyboard('{Escape}{Enter}');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('wheat');
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
