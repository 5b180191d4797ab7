import React, {useEffect, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {CssVarsProvider, extendTheme, useColorScheme} from '@mui/joy/styles';

/**
 * Joy UI's default theme, with its colour schemes keyed on the site's `<html data-theme>`: the
 * `--joy-*` variables of the light scheme sit on `:root, [data-theme="light"]`, the dark
 * ones on `[data-theme="dark"]`, so the page's mode (set before first paint) picks them with no
 * script, on the server's HTML as in the browser.
 */
export const joyDemoTheme = extendTheme({colorSchemeSelector: 'data-theme'});

/** Keeps Joy's mode (what `useColorScheme` reports inside a demo) on the site's. */
function FollowSiteMode(): null {
  const {colorMode} = useColorMode();
  const {setMode} = useColorScheme();
  useEffect(() => setMode(colorMode), [colorMode, setMode]);
  return null;
}

// Joy's provider reads `storageManager` at run time; its type declarations leave it out.
const JoyProvider = CssVarsProvider as React.ComponentType<
  React.ComponentProps<typeof CssVarsProvider> & {storageManager: null}
>;

/**
 * Where a Joy UI demo renders: Joy's own provider, scoped to the demo. It writes no attribute on
 * `<html>` (`colorSchemeNode={null}`) and nothing to localStorage (`storageManager={null}`), so
 * the site's colour mode stays the only one, and Joy's theme reaches no Material UI component
 * (Joy keeps its theme under its own id and its variables under the `--joy` prefix).
 */
export default function JoyIsland({children}: {children: ReactNode}): ReactNode {
  return (
    <JoyProvider
      theme={joyDemoTheme}
      defaultMode="light"
      colorSchemeNode={null}
      storageManager={null}
      disableNestedContext>
      <FollowSiteMode />
      {children}
    </JoyProvider>
  );
}
