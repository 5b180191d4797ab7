import * as React from 'react';
import Box from '@mui/system/Box';
import createBox from '@mui/system/createBox';
import createTheme from '@mui/system/createTheme';
import ThemeProvider from '@mui/system/ThemeProvider';

// The theme of a small component library, provided under the `brand` key.
const brandTheme = createTheme({
  palette: {primary: {main: '#5b21b6', contrastText: '#ffffff'}},
  spacing: 4,
  shape: {borderRadius: 16},
});

// Reads theme.brand when a provider supplies it, and brandTheme when there is no provider at all.
const BrandBox = createBox({themeId: 'brand', defaultTheme: brandTheme, defaultClassName: 'BrandBox-root'});

const sharedSx = {bgcolor: 'primary.main', color: 'primary.contrastText', p: 3, borderRadius: 1} as const;

/** The class attribute of an element, read after it mounts. */
function useClassName() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [className, setClassName] = React.useState('');
  React.useEffect(() => {
    setClassName(ref.current?.className ?? '');
  }, []);
  return [ref, className] as const;
}

export default function BoxScopedTheme() {
  const [boxRef, boxClassName] = useClassName();
  const [brandRef, brandClassName] = useClassName();

  return (
    // themeId stores brandTheme next to the page's theme instead of replacing it.
    <ThemeProvider themeId="brand" theme={brandTheme}>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, gap: 2, width: '100%'}}>
        <Box sx={{display: 'grid', gap: 1, alignContent: 'start'}}>
          <Box ref={boxRef} sx={sharedSx}>
            Box, resolved against the page&apos;s theme
          </Box>
          <Box component="code" sx={{fontSize: 13, overflowWrap: 'anywhere'}}>
            {boxClassName}
          </Box>
        </Box>
        <Box sx={{display: 'grid', gap: 1, alignContent: 'start'}}>
          <BrandBox ref={brandRef} sx={sharedSx}>
            BrandBox, resolved against theme.brand
          </BrandBox>
          <Box component="code" sx={{fontSize: 13, overflowWrap: 'anywhere'}}>
            {brandClassName}
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
