/**
 * @jest-environment jsdom
 */
import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {createHydrationGate, defersHydration, GatedPreview} from '../hydrationGate';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

describe('defersHydration', () => {
  it('defers the grids (all three tiers) and Toolpad Core, not the component libraries', () => {
    expect(defersHydration(['react', '@mui/x-data-grid/DataGrid'])).toBe(true);
    expect(defersHydration(['@mui/x-data-grid-premium'])).toBe(true);
    expect(defersHydration(['@toolpad/core/DashboardLayout'])).toBe(true);
    expect(defersHydration(['react', '@mui/material/Button', '@mui/joy/Button'])).toBe(false);
  });
});

describe('GatedPreview', () => {
  it('keeps the server HTML, unhydrated, until its gate opens, then hydrates without error', async () => {
    const clicks: string[] = [];
    function Counter() {
      const [count, setCount] = React.useState(0);
      return (
        <button type="button" onClick={() => (clicks.push('click'), setCount(count + 1))}>
          Clicked {count} times
        </button>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GatedPreview gate={null} Component={Counter} />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button')!;
    expect(serverButton.textContent).toBe('Clicked 0 times');

    const gate = createHydrationGate();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <GatedPreview gate={gate} Component={Counter} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Not hydrated: the server's button is still there and a click reaches no React handler.
    expect(container.querySelector('button')).toBe(serverButton);
    serverButton.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    expect(clicks).toEqual([]);
    await act(async () => gate.open());
    await act(async () => container.querySelector('button')!.click());
    expect(clicks).toEqual(['click']);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('Clicked 1 times');
    expect(errors).toEqual([]);
    container.remove();
  });
});
