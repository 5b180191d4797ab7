/** @jest-environment jsdom */
import React, {act, useContext} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {BrowserContextProvider, Context} from '../browserContext';

jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  return {...actual, startTransition: jest.fn(actual.startTransition)};
});

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <span>{useContext(Context) ? 'browser' : 'server'}</span>;
}

const app = (
  <BrowserContextProvider>
    <Probe />
  </BrowserContextProvider>
);

describe('BrowserContextProvider', () => {
  it('renders as on the server, then turns true once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    expect(container.textContent).toBe('server');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, {onRecoverableError: (error) => errors.push(error)});
    });
    expect(container.textContent).toBe('browser');
    expect(errors).toEqual([]);
  });

  it('flips in a transition, which React renders in interruptible slices', async () => {
    const startTransition = jest.mocked(React.startTransition);
    startTransition.mockClear();
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(app);
    });
    expect(startTransition).toHaveBeenCalledTimes(1);
  });

  it('turns true after a client-side render as well', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(app);
    });
    expect(container.textContent).toBe('browser');
  });
});
