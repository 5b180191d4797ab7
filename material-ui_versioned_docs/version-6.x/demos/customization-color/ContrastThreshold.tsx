import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {blue, green, orange, purple, red, teal} from '@mui/material/colors';
import {createTheme, getContrastRatio} from '@mui/material/styles';

const colours = [blue[500], teal[500], green[600], orange[800], red[500], purple[400]];

// Only the palettes are used: each one picks contrastText with its own threshold.
const palettes = [
  {label: 'contrastThreshold: 3 (default)', palette: createTheme().palette},
  {label: 'contrastThreshold: 4.5', palette: createTheme({palette: {contrastThreshold: 4.5}}).palette},
];

export default function ContrastThreshold() {
  return (
    <Stack spacing={2.5} sx={{width: '100%'}}>
      {palettes.map(({label, palette}) => (
        <div key={label}>
          <Typography variant="subtitle2" component="h3" gutterBottom sx={{fontFamily: 'monospace'}}>
            {label}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
            {colours.map((colour) => {
              const text = palette.getContrastText(colour);
              const ratio = getContrastRatio(colour, text);
              return (
                <Box
                  key={colour}
                  sx={{minWidth: 96, px: 1.5, py: 1, borderRadius: 1, bgcolor: colour, color: text}}>
                  <Typography component="div" sx={{fontWeight: 500}}>
                    Save
                  </Typography>
                  <Typography component="div" variant="caption" sx={{fontFamily: 'monospace'}}>
                    {colour}
                  </Typography>
                  <Typography component="div" variant="caption">
                    {ratio.toFixed(2)}:1
                  </Typography>
                </Box>
              );
            })}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
