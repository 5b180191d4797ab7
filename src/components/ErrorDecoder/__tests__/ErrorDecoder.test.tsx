/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {render, screen, within} from '@testing-library/react';
import {useLocation} from '@docusaurus/router';
import errorCodes from '@site/src/data/error-codes.json';
import ErrorDecoder from '../index';

// A webpack alias of Docusaurus, unknown to Node: provided here, hence `virtual`.
jest.mock('@docusaurus/router', () => ({useLocation: jest.fn()}), {virtual: true});

const mockedUseLocation = jest.mocked(useLocation);

function visit(search: string): void {
  mockedUseLocation.mockReturnValue({pathname: '/production-error/', search, hash: '', state: undefined});
}

const HOSTILE_ARGUMENT = '<img src=x onerror=alert(1)>';

describe('ErrorDecoder', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    // Every fixed text comes from en.json: a missing key would warn.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows the decoded message, with an argument as literal text and never as markup', () => {
    visit(`?code=3&args[]=${encodeURIComponent(HOSTILE_ARGUMENT)}`);
    const {container} = render(<ErrorDecoder />);
    const result = screen.getByRole('region', {name: 'Error 3'});
    const [before, after] = (errorCodes['3'] ?? '').split('%s');
    expect(
      within(result).getByText(`${before}${HOSTILE_ARGUMENT}${after}`, {normalizer: (text) => text}),
    ).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('explains an unknown code and links to the table of all codes', () => {
    visit('?code=abc');
    render(<ErrorDecoder />);
    const result = screen.getByRole('region', {name: 'Unknown error code'});
    expect(within(result).getByText('abc')).toBeVisible();
    expect(within(result).getByRole('link', {name: 'See all error codes'})).toHaveAttribute('href', '#error-codes');
    expect(screen.getByRole('heading', {name: 'All error codes'})).toHaveAttribute('id', 'error-codes');
  });

  it('explains a missing code and links to the table of all codes', () => {
    visit('');
    render(<ErrorDecoder />);
    const result = screen.getByRole('region', {name: 'No error code given'});
    expect(within(result).getByRole('link', {name: 'See all error codes'})).toHaveAttribute('href', '#error-codes');
  });

  it('lists every code with its template in the table', () => {
    visit('');
    render(<ErrorDecoder />);
    const table = screen.getByRole('table', {name: /Every production error code/});
    const codes = Object.keys(errorCodes);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(codes);
    const row = within(table).getByRole('rowheader', {name: '1'}).closest('tr');
    expect(row?.textContent).toContain(errorCodes['1']);
  });

  it('renders the intro and the table, but no result, in the static HTML', () => {
    visit('?code=3&args[]=red');
    const html = renderToString(<ErrorDecoder />);
    expect(html).toContain('production builds of MUI replace each error message');
    expect(html).toContain('id="error-codes"');
    expect(html).not.toContain('Error 3');
    expect(html).not.toContain('red');
  });
});
