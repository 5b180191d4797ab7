import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const paragraphs = [
  'Week 1: set up the project board, agree on the scope and invite the first testers.',
  'Week 2: build the sign-up flow and connect it to the mailing list.',
  'Week 3: write the help pages and record a short walkthrough video.',
  'Week 4: fix the issues reported by testers and prepare the launch post.',
  'Week 5: launch, watch the dashboards and answer questions from new users.',
  'Week 6: review what worked and plan the next round of improvements.',
];

export default function FixedAppBar() {
  return (
    // The frame plays the window: the bar is pinned to it with position="absolute" instead of "fixed".
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <AppBar position="absolute">
        <Toolbar>
          <Typography variant="h6" component="p">
            Launch plan
          </Typography>
        </Toolbar>
      </AppBar>
      {/* The scrolling area is focusable and named, so keyboard users can scroll it with the arrow keys. */}
      <Box
        role="region"
        aria-label="Launch plan content"
        tabIndex={0}
        sx={{
          height: '100%',
          overflow: 'auto',
          p: 2, pt: 0,
          '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2},
        }}>
        {/* An empty Toolbar of the same height keeps the first paragraph out from under the bar. */}
        <Toolbar />
        {paragraphs.map((text) => (
          <Typography key={text} sx={{my: 2}}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
