import Step, {stepClasses} from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import CheckIcon from '@mui/icons-material/Check';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const activeStep = 2;

export default function BasicStepper() {
  return (
    <Stepper
      aria-label="Checkout progress"
      sx={(theme) => ({
        width: '100%',
        maxWidth: 560,
        // Colour the connector that follows each completed step.
        [`& .${stepClasses.completed}`]: {'--Step-connectorBg': theme.vars.palette.success.solidBg},
      })}>
      {steps.map((label, index) => {
        const completed = index < activeStep;
        const active = index === activeStep;
        return (
          <Step
            key={label}
            completed={completed}
            active={active}
            aria-current={active ? 'step' : undefined}
            indicator={
              <StepIndicator
                variant={completed || active ? 'solid' : 'outlined'}
                color={completed ? 'success' : active ? 'primary' : 'neutral'}>
                {completed ? <CheckIcon /> : index + 1}
              </StepIndicator>
            }>
            {label}
          </Step>
        );
      })}
    </Stepper>
  );
}
