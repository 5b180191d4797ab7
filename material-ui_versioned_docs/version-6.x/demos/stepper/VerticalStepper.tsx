import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {label: 'Create a project', text: 'Give the project a name and choose who can see it.'},
  {label: 'Invite your team', text: 'Add teammates by email. You can change roles later.'},
  {label: 'Connect a repository', text: 'Link a repository so builds start on every push.'},
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{maxWidth: 420}}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2">{step.text}</Typography>
              <Box sx={{mt: 2, display: 'flex', gap: 1}}>
                <Button variant="contained" size="small" onClick={() => setActiveStep(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActiveStep(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Box sx={{mt: 2, pl: 1}}>
          <Typography variant="body2" sx={{mb: 1}}>
            Setup complete. Your first build is on its way.
          </Typography>
          <Button size="small" onClick={() => setActiveStep(0)}>
            Reset
          </Button>
        </Box>
      )}
    </Box>
  );
}
