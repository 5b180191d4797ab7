import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stack from '@mui/material/Stack';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Shipping address', 'Gift options', 'Payment', 'Review order'];
const optionalStep = 1;

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);

  const handleNext = () => {
    setSkipped((prev) => prev.filter((step) => step !== activeStep));
    setActiveStep((prev) => prev + 1);
  };
  const handleSkip = () => {
    setSkipped((prev) => [...prev, activeStep]);
    setActiveStep((prev) => prev + 1);
  };
  const handleReset = () => {
    setActiveStep(0);
    setSkipped([]);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.includes(index) ? false : undefined}>
            <StepLabel
              optional={
                index === optionalStep ? <Typography variant="caption">Optional</Typography> : null
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{mt: 3}}>
        {activeStep === steps.length ? (
          <Stack direction="row" sx={{alignItems: 'center', justifyContent: 'space-between'}}>
            <Typography>Your order has been placed.</Typography>
            <Button onClick={handleReset}>Start over</Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1}>
            <Typography sx={{flexGrow: 1}}>
              Step {activeStep + 1}: {steps[activeStep]}
            </Typography>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep((prev) => prev - 1)}>
              Back
            </Button>
            {activeStep === optionalStep && <Button onClick={handleSkip}>Skip</Button>}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
