/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {CODE_BLOCK_COPY_FEEDBACK_MS, DEMO_COPY_FEEDBACK_MS, useCopyFeedback} from '../useCopyFeedback';

function CopyProbe({durationMs}: {durationMs: number}) {
  const {state, copy} = useCopyFeedback(durationMs);
  return (
    <button type="button" onClick={() => void copy('npm install @mui/material')}>
      {state}
    </button>
  );
}

/** Lets the copy promise settle inside React's act. */
async function click(button: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(button);
  });
}

function stubClipboard(writeText: (text: string) => Promise<void>, execCommand: () => boolean): void {
  Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText}});
  Object.defineProperty(document, 'execCommand', {configurable: true, value: execCommand});
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCopyFeedback', () => {
  it.each([
    ['code blocks', CODE_BLOCK_COPY_FEEDBACK_MS, 1200],
    ['the demo toolbar', DEMO_COPY_FEEDBACK_MS, 2000],
  ])('confirms a copy for %s for exactly %i ms', async (_name, durationMs, expected) => {
    expect(durationMs).toBe(expected);
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText, () => false);
    render(<CopyProbe durationMs={durationMs} />);
    await click(screen.getByRole('button'));
    expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
    expect(screen.getByRole('button').textContent).toBe('copied');
    act(() => jest.advanceTimersByTime(expected - 1));
    expect(screen.getByRole('button').textContent).toBe('copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('idle');
  });

  it('shows not-allowed, and throws nothing, when both the Clipboard API and execCommand fail', async () => {
    const execCommand = jest.fn(() => false);
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')), execCommand);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    render(<CopyProbe durationMs={CODE_BLOCK_COPY_FEEDBACK_MS} />);
    await click(screen.getByRole('button'));
    process.off('unhandledRejection', unhandled);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button').textContent).toBe('not-allowed');
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    stubClipboard(
      () => Promise.reject(new Error('denied')),
      () => true,
    );
    render(<CopyProbe durationMs={CODE_BLOCK_COPY_FEEDBACK_MS} />);
    await click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('copied');
  });
});

describe('useCopyFeedback with text still loading', () => {
  function LoadingProbe({text}: {text: () => Promise<string>}) {
    const {state, copy} = useCopyFeedback(DEMO_COPY_FEEDBACK_MS);
    return (
      <button type="button" onClick={() => void copy(text())}>
        {state}
      </button>
    );
  }

  it('copies the text once it has loaded', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText, () => false);
    render(<LoadingProbe text={() => Promise.resolve('# Button')} />);
    await click(screen.getByRole('button'));
    expect(writeText).toHaveBeenCalledWith('# Button');
    expect(screen.getByRole('button').textContent).toBe('copied');
  });

  it('says unavailable, for as long as a copy is confirmed, when the text does not load', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText, () => false);
    render(<LoadingProbe text={() => Promise.reject(new Error('offline'))} />);
    await click(screen.getByRole('button'));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button').textContent).toBe('unavailable');
    act(() => jest.advanceTimersByTime(DEMO_COPY_FEEDBACK_MS));
    expect(screen.getByRole('button').textContent).toBe('idle');
  });
});
