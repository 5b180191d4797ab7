import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ResponsiveCardContainer() {
  const [width, setWidth] = React.useState(100);

  return (
    <Box sx={{width: '100%'}}>
      <Typography id="container-width-label" variant="body2" gutterBottom>
        Container width: {width}%
      </Typography>
      <Slider
        aria-labelledby="container-width-label"
        value={width}
        min={30}
        max={100}
        // In v6 the value is typed `number | number[]`; this slider has a single thumb.
        onChange={(_event, value) => setWidth(value as number)}
        sx={{mb: 2}}
      />
      {/* The query container: its children respond to its width, not to the viewport's. */}
      <Box sx={{containerType: 'inline-size', width: `${width}%`}}>
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            overflow: 'hidden',
            // Shorthand keys: '@' for the base value, '@<number>' for a min-width in px.
            flexDirection: {'@': 'column', '@420': 'row'},
          }}>
          <Box
            aria-hidden
            sx={{
              bgcolor: 'primary.main',
              minHeight: 96,
              flexShrink: 0,
              width: {'@': '100%', '@420': 140},
            }}
          />
          {/* The same kind of query, written with the theme helper. */}
          <Box sx={(theme) => ({p: 2, [theme.containerQueries.up(420)]: {p: 3}})}>
            <Typography variant="subtitle1" component="h3" sx={{fontWeight: 600}}>
              Trail running shoes
            </Typography>
            <Typography variant="body2" sx={{color: 'text.secondary', mb: 1.5}}>
              Light, grippy and made for muddy paths.
            </Typography>
            <Button size="small" variant="contained" sx={{width: {'@': '100%', '@420': 'auto'}}}>
              Add to cart
            </Button>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
