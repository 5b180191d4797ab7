import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, useTheme, type Breakpoints} from '@mui/material/styles';

// A second scale with the same five keys but different widths. Only its
// `breakpoints` object is used, so the colours still come from the page's theme.
const customBreakpoints = createTheme({
  breakpoints: {values: {xs: 0, sm: 576, md: 768, lg: 992, xl: 1200}},
}).breakpoints;

function Scale({title, breakpoints}: {title: string; breakpoints: Breakpoints}) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {breakpoints.keys.map((key) => (
          <Box
            key={key}
            // Pure CSS: only(key) matches while the window is inside this key's range.
            sx={{
              minWidth: 88,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              '& .bp-active': {display: 'none'},
              [breakpoints.only(key)]: {
                bgcolor: 'primary.main',
                borderColor: 'primary.main',
                color: 'primary.contrastText',
                '& .bp-active': {display: 'block'},
              },
            }}>
            <Typography component="div" sx={{fontFamily: 'monospace', fontWeight: 700}}>
              {key}
            </Typography>
            <Typography component="div" variant="caption">
              from {breakpoints.values[key]}px
            </Typography>
            <Typography component="div" variant="caption" className="bp-active" sx={{fontWeight: 700}}>
              active
            </Typography>
          </Box>
        ))}
      </Stack>
    </div>
  );
}

export default function ActiveBreakpoint() {
  const theme = useTheme();

  return (
    <Stack spacing={2.5} sx={{width: '100%'}}>
      <Scale title="Default values" breakpoints={theme.breakpoints} />
      <Scale title="Custom values (576, 768, 992, 1200)" breakpoints={customBreakpoints} />
      <Typography variant="body2" color="text.secondary">
        Resize the browser window: both rows follow the window width, not the width of this box. Between
        768px and 899px, for example, the custom scale is already at md while the default one is still at sm.
      </Typography>
    </Stack>
  );
}
