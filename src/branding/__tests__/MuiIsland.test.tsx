import React from 'react';
import {renderToString} from 'react-dom/server';
import Button from '@mui/material/Button';
import MuiIsland from '../MuiIsland';
import {PreferencesProvider} from '../../preferences/PreferencesProvider';
import {PageScopeProvider} from '../../utils/pageScope';

/** A server render of a page (as Root gives it) with `islands` demos, each showing the same button. */
function renderPage(islands: number): string {
  return renderToString(
    <PageScopeProvider>
      <PreferencesProvider>
        {Array.from({length: islands}, (_, index) => (
          <MuiIsland key={index}>
            <Button variant="contained">Save</Button>
          </MuiIsland>
        ))}
      </PreferencesProvider>
    </PageScopeProvider>,
  );
}

const styleTags = (html: string) => html.match(/<style data-emotion="css [^"]+">/g) ?? [];

describe('MuiIsland on the server', () => {
  it('writes each style into the page once, however many islands use it', () => {
    const once = styleTags(renderPage(1));
    expect(once.length).toBeGreaterThan(0);
    expect(styleTags(renderPage(3))).toEqual(once);
  });

  it('writes the styles again for the next page', () => {
    expect(styleTags(renderPage(1))).toEqual(styleTags(renderPage(1)));
  });
});
