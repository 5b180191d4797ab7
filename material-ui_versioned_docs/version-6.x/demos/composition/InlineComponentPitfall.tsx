import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// Defined once, outside any component: the type never changes.
const Section = React.forwardRef<HTMLElement, React.HTMLAttributes<HTMLElement>>(function Section(props, ref) {
  return <section ref={ref} {...props} />;
});

function InlineExample() {
  const [name, setName] = React.useState('');
  return (
    <Paper
      variant="outlined"
      // A new function on every render: React sees a new component type each time,
      // unmounts the old subtree and mounts a fresh one, so the input loses focus.
      component={(props: React.HTMLAttributes<HTMLElement>) => <section {...props} />}
      sx={{p: 2, flex: 1}}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Inline component
      </Typography>
      <TextField label="Project name" size="small" fullWidth value={name} onChange={(event) => setName(event.target.value)} />
    </Paper>
  );
}

function StableExample() {
  const [name, setName] = React.useState('');
  return (
    <Paper variant="outlined" component={Section} sx={{p: 2, flex: 1}}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Stable component
      </Typography>
      <TextField label="Project name" size="small" fullWidth value={name} onChange={(event) => setName(event.target.value)} />
    </Paper>
  );
}

export default function InlineComponentPitfall() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{width: '100%'}}>
      <InlineExample />
      <StableExample />
    </Stack>
  );
}
