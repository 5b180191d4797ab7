import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SwitchSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      {sizes.map((size) => (
        <Typography key={size} component="label" startDecorator={<Switch size={size} defaultChecked />}>
          Size {size}
        </Typography>
      ))}
    </Stack>
  );
}
