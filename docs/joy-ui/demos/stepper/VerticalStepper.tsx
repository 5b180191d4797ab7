import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

const events = [
  {title: 'Order placed', time: 'Mon 3 Mar, 09:12', done: true},
  {title: 'Packed', time: 'Mon 3 Mar, 15:40', done: true},
  {title: 'Out for delivery', time: 'Expected Wed 5 Mar', done: false},
  {title: 'Delivered', time: '', done: false},
];

export default function VerticalStepper() {
  return (
    <Stepper orientation="vertical" aria-label="Delivery status" sx={{width: 260}}>
      {events.map((event) => (
        <Step
          key={event.title}
          completed={event.done}
          indicator={
            event.done ? (
              <StepIndicator variant="solid" color="primary">
                <CheckIcon />
              </StepIndicator>
            ) : (
              <StepIndicator variant="outlined" />
            )
          }>
          <div>
            <Typography level="title-sm">{event.title}</Typography>
            {event.time ? <Typography level="body-xs">{event.time}</Typography> : null}
          </div>
        </Step>
      ))}
      <Step>
        <Typography level="body-xs">A step without indicator shows a dot.</Typography>
      </Step>
    </Stepper>
  );
}
