import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  {value: 'starter', name: 'Starter', price: '$0 per month'},
  {value: 'team', name: 'Team', price: '$12 per user per month'},
  {value: 'business', name: 'Business', price: '$24 per user per month'},
];

export default function RadioOverlay() {
  return (
    <FormControl sx={{maxWidth: 360}}>
      <FormLabel>Plan</FormLabel>
      <RadioGroup overlay defaultValue="team" sx={{gap: 1.5}}>
        {plans.map((plan) => (
          <Sheet key={plan.value} variant="outlined" sx={{position: 'relative', borderRadius: 'sm', p: 1.5}}>
            <Radio
              value={plan.value}
              label={
                <>
                  <Typography level="title-sm">{plan.name}</Typography>
                  <Typography level="body-sm">{plan.price}</Typography>
                </>
              }
            />
          </Sheet>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
