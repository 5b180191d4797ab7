import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type TipCardProps = React.ComponentPropsWithRef<'div'> & {heading: string};

// A custom child works once it passes `ref` and the remaining props (the transition's `style`
// and event handlers among them) on to its root element. React 19 hands `ref` over as an
// ordinary prop; with React 18, wrap the component in React.forwardRef instead.
function TipCard({heading, children, ref, ...other}: TipCardProps) {
  return (
    <Paper ref={ref} variant="outlined" {...other} sx={{p: 2, maxWidth: 360}}>
      <Typography variant="subtitle2" component="p" sx={{mb: 0.5}}>
        {heading}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Paper>
  );
}

export default function ChildRequirement() {
  const [visible, setVisible] = React.useState(false);

  return (
    <Box sx={{minHeight: 150}}>
      <Button onClick={() => setVisible((prev) => !prev)} sx={{mb: 1}}>
        {visible ? 'Hide' : 'Show'} the tip
      </Button>
      <Fade in={visible}>
        <TipCard heading="Keyboard shortcut">Press the slash key anywhere on the page to jump to the search box.</TipCard>
      </Fade>
    </Box>
  );
}
