import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

// Each slide uses a palette colour: its dark shade in the light scheme and its main shade in the dark
// scheme, always with the colour's contrastText, so the text keeps a 4.5:1 contrast in both.
const slides = [
  {title: 'Plan', text: 'Collect ideas on one board and sort them by priority.', color: 'primary'},
  {title: 'Build', text: 'Turn the top ideas into tasks and share them with the team.', color: 'secondary'},
  {title: 'Ship', text: 'Track progress daily and release when every task is done.', color: 'success'},
];

export default function CarouselMobileStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const last = slides.length - 1;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-roledescription="carousel"
      aria-label="How it works"
      sx={{maxWidth: 400, overflow: 'hidden'}}>
      <Box sx={{overflow: 'hidden'}}>
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${activeStep * 100}%)`,
            transition: (theme) => theme.transitions.create('transform'),
            '@media (prefers-reduced-motion: reduce)': {transition: 'none'},
          }}>
          {slides.map((slide, index) => (
            <Box
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== activeStep}
              sx={[
                {flex: '0 0 100%', p: 3, minHeight: 140, bgcolor: `${slide.color}.dark`, color: `${slide.color}.contrastText`},
                (theme) => theme.applyStyles('dark', {bgcolor: `${slide.color}.main`}),
              ]}>
              <Typography variant="h6" component="h3" sx={{m: 0}}>
                {slide.title}
              </Typography>
              <Typography variant="body2">{slide.text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <MobileStepper
        variant="text"
        position="static"
        steps={slides.length}
        activeStep={activeStep}
        nextButton={
          <Button size="small" onClick={() => setActiveStep((s) => s + 1)} disabled={activeStep === last}>
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => setActiveStep((s) => s - 1)} disabled={activeStep === 0}>
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Paper>
  );
}
