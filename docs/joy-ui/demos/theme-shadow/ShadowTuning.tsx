import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import {useTheme} from '@mui/joy/styles';
import * as React from 'react';

const tints = ['neutral', 'primary', 'danger'] as const;

export default function ShadowTuning() {
  const theme = useTheme();
  const [opacity, setOpacity] = React.useState(0.25);
  const [tint, setTint] = React.useState<(typeof tints)[number]>('primary');
  const labelId = React.useId();

  // `--joy-shadow-*` were resolved where they were declared (the root), so they are
  // declared again here from the theme's definitions to pick up the new channel and opacity.
  const shadows = Object.fromEntries(
    Object.entries(theme.shadow).map(([key, value]) => [`--joy-shadow-${key}`, value]),
  );

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
        <FormControl sx={{width: 200}}>
          <FormLabel id={labelId}>Opacity: {opacity}</FormLabel>
          <Slider
            aria-labelledby={labelId}
            min={0}
            max={0.6}
            step={0.05}
            value={opacity}
            onChange={(_event, value) => setOpacity(value as number)}
          />
        </FormControl>
        <FormControl sx={{width: 160}}>
          <FormLabel>Tint</FormLabel>
          <Select value={tint} onChange={(_event, value) => value && setTint(value)}>
            {tints.map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box
        sx={{
          ...shadows,
          '--joy-shadowChannel': theme.vars.palette[tint].darkChannel,
          '--joy-shadowOpacity': String(opacity),
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'center',
        }}>
        <Sheet variant="outlined" sx={{p: 2, borderRadius: 'md', boxShadow: 'md'}}>
          boxShadow: md
        </Sheet>
        <Sheet variant="outlined" sx={{p: 2, borderRadius: 'md', boxShadow: 'xl'}}>
          boxShadow: xl
        </Sheet>
        <Input placeholder="Inputs use shadow.xs" aria-label="Example input" />
      </Box>
    </Stack>
  );
}
