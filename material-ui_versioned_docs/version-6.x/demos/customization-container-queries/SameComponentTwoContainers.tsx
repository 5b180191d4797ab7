import type {ReactNode} from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  {label: 'Visitors', value: '12.4k'},
  {label: 'Sign-ups', value: '318'},
  {label: 'Conversion', value: '2.6%'},
];

// One component, no knowledge of where it is placed: it asks the nearest
// container named "panel" how wide it is.
function StatGrid() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        // xs is a media query that always matches: the fallback when no container exists.
        gridTemplateColumns: {xs: '1fr', '@360/panel': 'repeat(2, 1fr)', '@540/panel': 'repeat(3, 1fr)'},
      }}
    >
      {stats.map((stat) => (
        <Paper key={stat.label} variant="outlined" sx={{p: 1.5}}>
          <Typography variant="caption" sx={{color: 'text.secondary'}}>
            {stat.label}
          </Typography>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Panel({title, children}: {title: string; children: ReactNode}) {
  return (
    <Box sx={{containerType: 'inline-size', containerName: 'panel', minWidth: 0}}>
      <Typography variant="subtitle2" component="h3" sx={{mb: 1}}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function SameComponentTwoContainers() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {xs: '1fr', md: '220px 1fr'},
      }}
    >
      <Panel title="Sidebar">
        <StatGrid />
      </Panel>
      <Panel title="Main column">
        <StatGrid />
      </Panel>
    </Box>
  );
}
