import React from 'react';
import {renderToString} from 'react-dom/server';
import {PageScopeProvider, usePageSingleton} from '../pageScope';

describe('page scope', () => {
  /** What three components read (keys a, a, b) in one server render, with or without a page scope. */
  function renderPage(withScope: boolean): unknown[] {
    const seen: unknown[] = [];
    function Reader({name}: {name: string}) {
      seen.push(usePageSingleton(name, () => ({name})));
      return null;
    }
    const readers = [<Reader key="1" name="a" />, <Reader key="2" name="a" />, <Reader key="3" name="b" />];
    renderToString(withScope ? <PageScopeProvider>{readers}</PageScopeProvider> : <>{readers}</>);
    return seen;
  }

  it('gives every component of a page the same value for a key', () => {
    const [first, second, other] = renderPage(true);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect(other).toEqual({name: 'b'});
  });

  it('gives each page render its own values', () => {
    const [first] = renderPage(true);
    const [next] = renderPage(true);
    expect(next).toEqual(first);
    expect(next).not.toBe(first);
  });

  it('gives each component its own value outside a page scope', () => {
    const [first, second] = renderPage(false);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('creates a value once per page, however many components ask', () => {
    const create = jest.fn(() => ({}));
    function Reader() {
      usePageSingleton('k', create);
      return null;
    }
    renderToString(
      <PageScopeProvider>
        <Reader />
        <Reader />
        <Reader />
      </PageScopeProvider>,
    );
    expect(create).toHaveBeenCalledTimes(1);
  });
});
