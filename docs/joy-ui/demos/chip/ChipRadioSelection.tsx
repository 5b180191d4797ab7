import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const plans = ['Monthly', 'Yearly', 'Lifetime'];

export default function ChipRadioSelection() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState('Yearly');

  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{mb: 1}}>
        Billing period
      </Typography>
      <RadioGroup
        name="billing-period"
        aria-labelledby={labelId}
        orientation="horizontal"
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        sx={{flexWrap: 'wrap', gap: 1}}>
        {plans.map((name) => {
          const checked = plan === name;
          return (
            <Chip key={name} variant="plain" color={checked ? 'primary' : 'neutral'}>
              <Radio
                value={name}
                label={name}
                disableIcon
                overlay
                variant={checked ? 'solid' : 'outlined'}
                color={checked ? 'primary' : 'neutral'}
              />
            </Chip>
          );
        })}
      </RadioGroup>
    </div>
  );
}
