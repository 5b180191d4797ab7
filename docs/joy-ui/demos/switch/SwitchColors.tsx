import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SwitchColors() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
      {colors.map((color) => (
        <Typography key={color} component="label" startDecorator={<Switch color={color} defaultChecked />}>
          {color}
        </Typography>
      ))}
    </Stack>
  );
}
