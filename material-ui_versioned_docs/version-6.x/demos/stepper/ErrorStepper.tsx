import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const steps = ['Cart', 'Payment', 'Confirmation'];
const paymentStep = 1;

export default function ErrorStepper() {
  const [declined, setDeclined] = React.useState<boolean>(true);

  return (
    <Box sx={{width: '100%'}}>
      <Stepper activeStep={paymentStep}>
        {steps.map((label, index) => {
          const hasError = declined && index === paymentStep;
          return (
            <Step key={label}>
              <StepLabel
                error={hasError}
                optional={
                  hasError ? (
                    <Typography variant="caption" color="error">
                      Card declined
                    </Typography>
                  ) : null
                }>
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <FormControlLabel
        sx={{mt: 2}}
        control={<Switch checked={declined} onChange={(event) => setDeclined(event.target.checked)} />}
        label="Payment failed"
      />
    </Box>
  );
}
