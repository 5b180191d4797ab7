import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const sizes = ['sm', 'md', 'lg'] as const;
const labels = ['Upload', 'Edit', 'Publish'];

export default function StepperSizes() {
  return (
    <Stack spacing={4} sx={{width: '100%', maxWidth: 520}}>
      {sizes.map((size) => (
        <Stepper key={size} size={size} aria-label={`Publishing steps, size ${size}`}>
          {labels.map((label, index) => (
            <Step
              key={label}
              orientation="vertical"
              indicator={
                <StepIndicator variant={index === 0 ? 'solid' : 'outlined'} color="primary">
                  {index + 1}
                </StepIndicator>
              }>
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
