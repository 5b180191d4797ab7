import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid2';
import Popover, {type PopoverPosition, type PopoverReference} from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

function Choice<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  onChange: (next: T) => void;
}) {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row name={name} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const verticals = ['top', 'center', 'bottom'] as const;
const horizontals = ['left', 'center', 'right'] as const;
const references = ['anchorEl', 'anchorPosition'] as const;

export default function AnchorPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [position, setPosition] = React.useState<PopoverPosition>({top: 0, left: 0});
  const [reference, setReference] = React.useState<Exclude<PopoverReference, 'none'>>('anchorEl');
  const [anchorOrigin, setAnchorOrigin] = React.useState<{vertical: Vertical; horizontal: Horizontal}>({
    vertical: 'bottom',
    horizontal: 'left',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<{vertical: Vertical; horizontal: Horizontal}>({
    vertical: 'top',
    horizontal: 'left',
  });

  const handleOpen = (event: React.MouseEvent<HTMLButtonElement>) => {
    // With anchorPosition the popover opens where the pointer clicked (keyboard clicks report 0, 0,
    // so fall back to the button's top left corner).
    const rect = event.currentTarget.getBoundingClientRect();
    const fromPointer = event.clientX !== 0 || event.clientY !== 0;
    setPosition(fromPointer ? {top: event.clientY, left: event.clientX} : {top: rect.top, left: rect.left});
    setAnchorEl(event.currentTarget);
  };

  return (
    <Box>
      <Grid container spacing={2}>
        <Grid size={{xs: 12, sm: 6}}>
          <Choice
            label="anchorOrigin.vertical"
            name="anchor-vertical"
            value={anchorOrigin.vertical}
            options={verticals}
            onChange={(vertical) => setAnchorOrigin((prev) => ({...prev, vertical}))}
          />
          <Choice
            label="anchorOrigin.horizontal"
            name="anchor-horizontal"
            value={anchorOrigin.horizontal}
            options={horizontals}
            onChange={(horizontal) => setAnchorOrigin((prev) => ({...prev, horizontal}))}
          />
        </Grid>
        <Grid size={{xs: 12, sm: 6}}>
          <Choice
            label="transformOrigin.vertical"
            name="transform-vertical"
            value={transformOrigin.vertical}
            options={verticals}
            onChange={(vertical) => setTransformOrigin((prev) => ({...prev, vertical}))}
          />
          <Choice
            label="transformOrigin.horizontal"
            name="transform-horizontal"
            value={transformOrigin.horizontal}
            options={horizontals}
            onChange={(horizontal) => setTransformOrigin((prev) => ({...prev, horizontal}))}
          />
        </Grid>
        <Grid size={12}>
          <Choice label="anchorReference" name="anchor-reference" value={reference} options={references} onChange={setReference} />
        </Grid>
      </Grid>
      <Box sx={{display: 'flex', justifyContent: 'center', py: 4}}>
        <Button variant="contained" onClick={handleOpen} sx={{minWidth: 200, minHeight: 64}}>
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        anchorReference={reference}
        anchorPosition={position}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
        onClose={() => setAnchorEl(null)}>
        <Typography variant="body2" sx={{p: 2, maxWidth: 240}}>
          {reference === 'anchorEl'
            ? `Popover's ${transformOrigin.vertical} ${transformOrigin.horizontal} on the button's ${anchorOrigin.vertical} ${anchorOrigin.horizontal}.`
            : `Popover's ${transformOrigin.vertical} ${transformOrigin.horizontal} at the clicked point (${Math.round(position.left)}, ${Math.round(position.top)}).`}
        </Typography>
      </Popover>
    </Box>
  );
}
