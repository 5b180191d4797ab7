import Box from '@mui/system/Box';
import styled from '@mui/system/styled';
import {useTheme} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Light styles first, then the dark overrides from applyStyles, last in the array.
const Banner = styled('section')(({theme}) => [
  {
    padding: theme.spacing(2, 3),
    borderRadius: 12,
    border: '1px solid #f0c36d',
    backgroundColor: '#fff8e6',
    color: '#5c3b00',
  },
  theme.applyStyles('dark', {
    borderColor: '#8a6d1f',
    backgroundColor: '#2b2410',
    color: '#ffe7a8',
  }),
]);

export default function ApplyStylesCard() {
  const theme = useTheme();
  const darkStyles = theme.applyStyles('dark', {});

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Banner aria-label="Maintenance notice">
        <Box component="p" sx={{m: 0, fontWeight: 600}}>
          Scheduled maintenance
        </Box>
        <Box component="p" sx={{m: 0, mt: 0.5, fontSize: 14}}>
          Switch the site between light and dark mode: this banner follows without re-rendering.
        </Box>
      </Banner>
      <Box component="dl" sx={{m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, fontSize: 13}}>
        <dt>theme.colorSchemeSelector</dt>
        <Box component="dd" sx={{m: 0}}>
          <code>{theme.colorSchemeSelector}</code>
        </Box>
        <dt>theme.getColorSchemeSelector(&apos;dark&apos;)</dt>
        <Box component="dd" sx={{m: 0}}>
          <code>{theme.getColorSchemeSelector('dark')}</code>
        </Box>
        <dt>key returned by applyStyles(&apos;dark&apos;, …)</dt>
        <Box component="dd" sx={{m: 0}}>
          <code>{Object.keys(darkStyles).join(', ')}</code>
        </Box>
      </Box>
    </Box>
  );
}
