import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import type {ChipProps} from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import FaceIcon from '@mui/icons-material/Face';

const colours = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;
type Adornment = 'none' | 'icon' | 'avatar';

export default function ChipPlayground() {
  const [variant, setVariant] = React.useState<NonNullable<ChipProps['variant']>>('filled');
  const [color, setColor] = React.useState<(typeof colours)[number]>('default');
  const [size, setSize] = React.useState<NonNullable<ChipProps['size']>>('medium');
  const [adornment, setAdornment] = React.useState<Adornment>('none');
  const [clickable, setClickable] = React.useState(false);
  const [deletable, setDeletable] = React.useState(false);
  const [disabled, setDisabled] = React.useState(false);
  const [events, setEvents] = React.useState(0);

  const count = () => setEvents((n) => n + 1);

  return (
    <Stack spacing={2}>
      <Box sx={{minHeight: 48, display: 'flex', alignItems: 'center', gap: 2}}>
        <Chip
          label="Playground chip"
          variant={variant}
          color={color}
          size={size}
          disabled={disabled}
          icon={adornment === 'icon' ? <FaceIcon /> : undefined}
          avatar={adornment === 'avatar' ? <Avatar>P</Avatar> : undefined}
          onClick={clickable ? count : undefined}
          onDelete={deletable ? count : undefined}
        />
        <Box component="span" sx={{typography: 'body2', color: 'text.secondary'}} aria-live="polite">
          Handler calls: {events}
        </Box>
      </Box>
      <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
        <FormControl>
          <FormLabel id="chip-playground-variant">variant</FormLabel>
          <RadioGroup
            aria-labelledby="chip-playground-variant"
            value={variant}
            onChange={(e) => setVariant(e.target.value as typeof variant)}>
            <FormControlLabel value="filled" control={<Radio size="small" />} label="filled" />
            <FormControlLabel value="outlined" control={<Radio size="small" />} label="outlined" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="chip-playground-color">color</FormLabel>
          <RadioGroup
            aria-labelledby="chip-playground-color"
            value={color}
            onChange={(e) => setColor(e.target.value as typeof color)}>
            {colours.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="chip-playground-size">size</FormLabel>
          <RadioGroup
            aria-labelledby="chip-playground-size"
            value={size}
            onChange={(e) => setSize(e.target.value as typeof size)}>
            <FormControlLabel value="medium" control={<Radio size="small" />} label="medium" />
            <FormControlLabel value="small" control={<Radio size="small" />} label="small" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="chip-playground-adornment">icon / avatar</FormLabel>
          <RadioGroup
            aria-labelledby="chip-playground-adornment"
            value={adornment}
            onChange={(e) => setAdornment(e.target.value as Adornment)}>
            <FormControlLabel value="none" control={<Radio size="small" />} label="none" />
            <FormControlLabel value="icon" control={<Radio size="small" />} label="icon" />
            <FormControlLabel value="avatar" control={<Radio size="small" />} label="avatar" />
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">handlers and state</FormLabel>
          <FormControlLabel
            control={<Switch size="small" checked={clickable} onChange={(_e, v) => setClickable(v)} />}
            label="onClick"
          />
          <FormControlLabel
            control={<Switch size="small" checked={deletable} onChange={(_e, v) => setDeletable(v)} />}
            label="onDelete"
          />
          <FormControlLabel
            control={<Switch size="small" checked={disabled} onChange={(_e, v) => setDisabled(v)} />}
            label="disabled"
          />
        </FormControl>
      </Stack>
    </Stack>
  );
}
