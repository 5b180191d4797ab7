import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

// Hidden on screen, read by screen readers.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const steps = [
  {label: 'Details', text: 'Name the event and choose a date.'},
  {label: 'Tickets', text: 'Set prices and the number of places.'},
  {label: 'Publish', text: 'Check everything and make the event public.'},
];

export default function ClickableStepper() {
  const [active, setActive] = React.useState<number>(0);
  const [done, setDone] = React.useState<Set<number>>(() => new Set());

  const goNext = () => {
    setDone((previous) => new Set(previous).add(active));
    setActive((index) => Math.min(index + 1, steps.length - 1));
  };

  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 520}}>
      <Stepper aria-label="Create an event">
        {steps.map((step, index) => {
          const completed = done.has(index);
          return (
            <Step
              key={step.label}
              orientation="vertical"
              active={index === active}
              completed={completed}
              indicator={
                <StepIndicator
                  variant={index === active || completed ? 'solid' : 'outlined'}
                  color={completed && index !== active ? 'success' : 'primary'}>
                  {completed && index !== active ? <CheckIcon /> : index + 1}
                </StepIndicator>
              }>
              <StepButton onClick={() => setActive(index)} aria-current={index === active ? 'step' : undefined}>
                {step.label}
                {completed ? (
                  <Box component="span" sx={visuallyHidden}>
                    , completed
                  </Box>
                ) : null}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <div>
        <Typography level="title-md">{steps[active]?.label}</Typography>
        <Typography level="body-sm">{steps[active]?.text}</Typography>
      </div>
      <Stack direction="row" spacing={1} sx={{justifyContent: 'flex-end'}}>
        <Button variant="plain" color="neutral" onClick={() => setActive(Math.max(active - 1, 0))}>
          Back
        </Button>
        <Button onClick={goNext}>{active === steps.length - 1 ? 'Finish' : 'Next'}</Button>
      </Stack>
    </Stack>
  );
}
