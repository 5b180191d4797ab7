import Box from '@mui/system/Box';
import {createGetColorSchemeSelector} from '@mui/system/cssVars';

// Values of the colorSchemeSelector option to compare.
const selectors = ['media', 'class', 'data', 'data-theme', '.mode-%s', '[data-scheme="%s"]'];

const cellSx = {py: 0.75, pr: 2, textAlign: 'left', borderBottom: 1, borderColor: 'divider'} as const;

export default function ColorSchemeSelectors() {
  return (
    <Box sx={{width: '100%', overflowX: 'auto'}}>
      <Box component="table" sx={{borderCollapse: 'collapse', fontSize: 13, width: '100%'}}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cellSx}>
              colorSchemeSelector
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              getColorSchemeSelector(&apos;light&apos;)
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              getColorSchemeSelector(&apos;dark&apos;)
            </Box>
          </tr>
        </thead>
        <tbody>
          {selectors.map((selector) => {
            // The same function a theme uses for theme.getColorSchemeSelector.
            const getSelector = createGetColorSchemeSelector(selector);
            return (
              <tr key={selector}>
                <Box component="td" sx={cellSx}>
                  <code>{`'${selector}'`}</code>
                </Box>
                <Box component="td" sx={cellSx}>
                  <code>{getSelector('light')}</code>
                </Box>
                <Box component="td" sx={cellSx}>
                  <code>{getSelector('dark')}</code>
                </Box>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
