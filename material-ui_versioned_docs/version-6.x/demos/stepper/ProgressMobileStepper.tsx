import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const questions = [
  'How did you hear about us?',
  'How often do you use the app?',
  'Which feature do you use most?',
  'What would you improve?',
  'Would you recommend us to a friend?',
  'Anything else you would like to tell us?',
];

export default function ProgressMobileStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const last = questions.length - 1;

  return (
    <Paper variant="outlined" sx={{maxWidth: 400, overflow: 'hidden'}}>
      <Typography variant="body1" sx={{p: 2, minHeight: 64}}>
        {`Question ${activeStep + 1}: ${questions[activeStep] ?? ''}`}
      </Typography>
      <MobileStepper
        variant="progress"
        position="static"
        steps={questions.length}
        activeStep={activeStep}
        slotProps={{progress: {'aria-label': 'Survey progress'}}}
        sx={{flexGrow: 1}}
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
