import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Profile photo', 'Notification settings', 'Connect calendar'];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const [completed, setCompleted] = React.useState<ReadonlyArray<number>>([]);

  const allDone = completed.length === steps.length;

  const handleComplete = () => {
    const nextCompleted = completed.includes(activeStep) ? completed : [...completed, activeStep];
    setCompleted(nextCompleted);
    // Jump to the first step that is still open, if any.
    const nextOpen = steps.findIndex((_label, index) => !nextCompleted.includes(index));
    if (nextOpen !== -1) {
      setActiveStep(nextOpen);
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={completed.includes(index)}>
            <StepButton onClick={() => setActiveStep(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{mt: 3}}>
        {allDone ? (
          <Stack direction="row" sx={{alignItems: 'center', justifyContent: 'space-between'}}>
            <Typography>Your account is fully set up.</Typography>
            <Button
              onClick={() => {
                setCompleted([]);
                setActiveStep(0);
              }}>
              Reset
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
            <Typography sx={{flexGrow: 1}}>
              {`Step ${activeStep + 1} of ${steps.length}: ${steps[activeStep]}`}
              {completed.includes(activeStep) ? ' (done)' : ''}
            </Typography>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep((prev) => prev - 1)}>
              Back
            </Button>
            <Button disabled={activeStep === steps.length - 1} onClick={() => setActiveStep((prev) => prev + 1)}>
              Next
            </Button>
            <Button variant="contained" disabled={completed.includes(activeStep)} onClick={handleComplete}>
              Mark as done
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
