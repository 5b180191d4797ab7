import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type {ReactNode} from 'react';

function Row({label, children}: {label: ReactNode; children: ReactNode}) {
  return (
    <Stack spacing={1}>
      <Typography level="body-sm">{label}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        {children}
      </Stack>
    </Stack>
  );
}

export default function TokenResolution() {
  return (
    <Stack spacing={3}>
      {/* Only the scale step changes: tokens declared at the root already resolved it. */}
      <Sheet sx={{'--joy-palette-primary-500': '#7C3AED', p: 2, borderRadius: 'md'}} variant="outlined">
        <Row label="--joy-palette-primary-500 overridden on this box">
          <Button>Solid button</Button>
          <Typography
            level="body-sm"
            startDecorator={
              <Box
                component="span"
                sx={{display: 'inline-block', width: 20, height: 20, borderRadius: 'xs', bgcolor: 'primary.500'}}
              />
            }>
            A box with bgcolor primary.500
          </Typography>
        </Row>
      </Sheet>
      {/* The variant tokens themselves change, so the solid button follows. */}
      <Sheet
        sx={{
          '--joy-palette-primary-solidBg': '#7C3AED',
          '--joy-palette-primary-solidHoverBg': '#6D28D9',
          '--joy-palette-primary-solidActiveBg': '#5B21B6',
          p: 2,
          borderRadius: 'md',
        }}
        variant="outlined">
        <Row label="--joy-palette-primary-solid* overridden on this box">
          <Button>Solid button</Button>
          <Typography
            level="body-sm"
            startDecorator={
              <Box
                component="span"
                sx={{display: 'inline-block', width: 20, height: 20, borderRadius: 'xs', bgcolor: 'primary.500'}}
              />
            }>
            A box with bgcolor primary.500
          </Typography>
        </Row>
      </Sheet>
    </Stack>
  );
}
