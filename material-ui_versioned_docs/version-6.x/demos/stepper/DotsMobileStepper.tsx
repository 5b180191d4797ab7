import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  'Swipe left on a message to archive it.',
  'Long-press a chat to pin it to the top.',
  'Tap the star to save a message for later.',
  'Use search to find files shared in any chat.',
];

export default function DotsMobileStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const last = tips.length - 1;

  return (
    <Paper variant="outlined" sx={{maxWidth: 360, overflow: 'hidden'}}>
      <Typography sx={{p: 2, minHeight: 72}} aria-live="polite">
        {tips[activeStep]}
      </Typography>
      <MobileStepper
        variant="dots"
        position="static"
        steps={tips.length}
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
