/** @jest-environment jsdom */
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {PreferencesProvider, usePreferences} from '../PreferencesProvider';

function Probe() {
  const {codeVariant, codeStyling, direction, setCodeVariant, setDirection} = usePreferences();
  return (
    <>
      <output aria-label="state">{`${codeVariant} ${codeStyling} ${direction}`}</output>
      <button type="button" onClick={() => setCodeVariant('JS')}>
        js
      </button>
      <button type="button" onClick={() => setDirection('rtl')}>
        rtl
      </button>
    </>
  );
}

function clearCookies() {
  for (const name of ['codeVariant', 'codeStyling']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('PreferencesProvider', () => {
  beforeEach(() => {
    clearCookies();
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('dir');
  });

  it('starts from the defaults and reads the cookies after mount', () => {
    document.cookie = 'codeVariant=JS; path=/';
    document.cookie = 'codeStyling=css; path=/';
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(screen.getByLabelText('state').textContent).toBe('JS css ltr');
  });

  it('lets a hash win over the cookies and remembers the styling it names', () => {
    document.cookie = 'codeStyling=css; path=/';
    window.history.replaceState(null, '', '/#tailwind-basic-button.tsx');
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(screen.getByLabelText('state').textContent).toBe('TS tailwind ltr');
    expect(document.cookie).toContain('codeStyling=tailwind');
  });

  it('writes no cookie on load unless a link chose the styling', () => {
    document.cookie = 'codeStyling=css; path=/';
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(screen.getByLabelText('state').textContent).toBe('TS css ltr');
    expect(cookieSetter).not.toHaveBeenCalled();
    cookieSetter.mockRestore();
  });

  it('ignores junk cookies', () => {
    document.cookie = 'codeVariant=%00; path=/';
    document.cookie = `codeStyling=${'x'.repeat(4000)}; path=/`;
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(screen.getByLabelText('state').textContent).toBe('TS system ltr');
  });

  it('writes a changed code variant back to its cookie', () => {
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    act(() => screen.getByText('js').click());
    expect(screen.getByLabelText('state').textContent).toBe('JS system ltr');
    expect(cookieSetter).toHaveBeenCalledWith('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
    cookieSetter.mockRestore();
  });

  it('puts the direction on <html>', () => {
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    act(() => screen.getByText('rtl').click());
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('explains where the provider belongs when it is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('usePreferences() must be used inside <PreferencesProvider>');
  });
});
