import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const plans = [
  {name: 'Starter', price: '€0 a month', text: 'One project and community support.'},
  {name: 'Team', price: '€12 a month', text: 'Ten projects, shared folders and chat support.'},
  {name: 'Business', price: '€30 a month', text: 'Unlimited projects and a named contact.'},
];

export default function SelectableCards() {
  const [selected, setSelected] = React.useState<number>(1);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}>
      {plans.map((plan, index) => (
        <Card key={plan.name} variant="outlined">
          <CardActionArea
            onClick={() => setSelected(index)}
            aria-pressed={selected === index}
            data-active={selected === index ? '' : undefined}
            sx={{
              height: '100%',
              '&[data-active]': {
                backgroundColor: 'action.selected',
                boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
              },
            }}>
            <CardContent component="span" sx={{display: 'block'}}>
              <Typography variant="h6" component="span" sx={{display: 'block'}}>
                {plan.name}
              </Typography>
              {/* primary.main is too light on the selected background in the light scheme, so use darker/lighter shades. */}
              <Typography
                variant="subtitle2"
                component="span"
                sx={[
                  {display: 'block', color: 'primary.dark', mb: 1},
                  (theme) => theme.applyStyles('dark', {color: 'primary.light'}),
                ]}>
                {plan.price}
              </Typography>
              <Typography variant="body2" component="span" sx={{display: 'block', color: 'text.secondary'}}>
                {plan.text}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
