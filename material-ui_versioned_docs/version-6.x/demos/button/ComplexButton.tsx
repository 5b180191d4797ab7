import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

const plans = [
  {title: 'Starter', detail: '1 project, community support', colours: ['#42a5f5', '#1565c0']},
  {title: 'Team', detail: '10 projects, email support', colours: ['#ab47bc', '#6a1b9a']},
  {title: 'Enterprise', detail: 'Unlimited projects, phone support', colours: ['#26a69a', '#00695c']},
];

const Tile = styled(ButtonBase)(({theme}) => ({
  flex: '1 1 180px',
  minHeight: 120,
  borderRadius: 12,
  color: theme.palette.common.white,
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  padding: theme.spacing(2),
  textAlign: 'left',
  transition: theme.transitions.create(['transform', 'box-shadow']),
  '&:hover, &.Mui-focusVisible': {
    transform: 'translateY(-2px)',
    boxShadow: theme.shadows[6],
  },
  '&.Mui-focusVisible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function ComplexButton() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
      {plans.map((plan) => (
        <Tile
          key={plan.title}
          focusRipple
          sx={{background: `linear-gradient(135deg, ${plan.colours[0]}, ${plan.colours[1]})`}}>
          <Typography component="span" variant="h6">
            {plan.title}
          </Typography>
          <Typography component="span" variant="body2">
            {plan.detail}
          </Typography>
        </Tile>
      ))}
    </Box>
  );
}
