import * as React from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Upload files', 'Check formats', 'Publish'];
const failedStep = 1;

export default function AlternativeLabelStepper() {
  return (
    <Stepper activeStep={1} alternativeLabel sx={{width: '100%'}}>
      {steps.map((label, index) => (
        <Step key={label}>
          <StepLabel
            error={index === failedStep}
            optional={
              index === failedStep ? (
                <Typography variant="caption" color="error">
                  2 images are too large
                </Typography>
              ) : null
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
