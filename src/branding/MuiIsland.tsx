import React, {type ReactNode} from 'react';
import {ThemeProvider} from '@mui/material/styles';
import {getDocsTheme, prepareDocsTheme} from './docsThemes';
import EmotionIsland, {useStylesDirection} from './EmotionIsland';

// A page with Material UI components evaluates this module before it hydrates: build the default
// theme now, in a task of its own, rather than in the first render that needs it.
if (typeof window !== 'undefined') {
  void prepareDocsTheme('ltr');
}

/**
 * The Material UI theme for components inside an EmotionIsland. The theme's CSS variables are
 * static CSS (plugins/branding) and the colour mode is the page's (`<html data-theme>`), so this
 * provider neither generates styles nor manages a mode: it only gives components the theme.
 */
export function MaterialTheme({children}: {children: ReactNode}): ReactNode {
  const theme = getDocsTheme(useStylesDirection());
  return (
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}

/** Where Material UI components render outside demos (the settings panel, the theme playground). */
export default function MuiIsland({children}: {children: ReactNode}): ReactNode {
  return (
    <EmotionIsland>
      <MaterialTheme>{children}</MaterialTheme>
    </EmotionIsland>
  );
}
