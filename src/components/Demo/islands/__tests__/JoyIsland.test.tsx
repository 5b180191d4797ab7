/**
 * @jest-environment jsdom
 */
import React from 'react';
import {act, render} from '@testing-library/react';
import Button from '@mui/joy/Button';
import {useColorScheme} from '@mui/joy/styles';
import JoyIsland from '../JoyIsland';

let siteMode: 'light' | 'dark' = 'light';
jest.mock('@docusaurus/theme-common', () => ({useColorMode: () => ({colorMode: siteMode})}));

function ReportMode(): React.ReactNode {
  return <output>{useColorScheme().mode ?? 'unset'}</output>;
}

describe('JoyIsland', () => {
  it("keys Joy's colour schemes on the site's <html data-theme>", () => {
    render(
      <JoyIsland>
        <Button>Save</Button>
      </JoyIsland>,
    );
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/:root,\s*\[data-theme="light"\]\s*\{[^}]*--joy-palette-primary-500/);
    expect(css).toMatch(/\[data-theme="dark"\]\s*\{[^}]*--joy-palette-primary-500/);
    expect(css).not.toContain('data-joy-color-scheme');
  });

  it('follows the site mode and writes nothing on <html> nor in localStorage', () => {
    const before = Array.from(document.documentElement.attributes).map((attribute) => attribute.name);
    const view = render(
      <JoyIsland>
        <ReportMode />
      </JoyIsland>,
    );
    expect(view.container.querySelector('output')?.textContent).toBe('light');
    siteMode = 'dark';
    act(() => view.rerender(<JoyIsland>{<ReportMode />}</JoyIsland>));
    expect(view.container.querySelector('output')?.textContent).toBe('dark');
    expect(Array.from(document.documentElement.attributes).map((attribute) => attribute.name)).toEqual(before);
    expect(window.localStorage.length).toBe(0);
  });
});
