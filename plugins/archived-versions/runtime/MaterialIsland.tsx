// The island of an archived Material UI version's demos: the bundler rule of plugins/archived-versions
// resolves `@mui/material` here to that version, and puts this module in place of the site's
// MaterialIsland for the version's demos. It gives them the portal's theme built by their own
// version, so a v6 page loads Material UI v6 only, not v7's theme code as well.
import {useMemo, type ReactNode} from 'react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {useStylesDirection} from '@site/src/branding/EmotionIsland';
import {docsThemeOptions} from '@site/src/branding/themeOptions';

/** As the site's MaterialTheme: the theme's CSS variables are static CSS and the colour mode is the page's. */
export default function ArchivedMaterialIsland({children}: {children: ReactNode}): ReactNode {
  const direction = useStylesDirection();
  const theme = useMemo(() => createTheme(docsThemeOptions(direction)), [direction]);
  return (
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
