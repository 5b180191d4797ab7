import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import * as React from 'react';

export default function CardVariables() {
  const [padding, setPadding] = React.useState(16);
  const [radius, setRadius] = React.useState(12);
  const paddingId = React.useId();
  const radiusId = React.useId();

  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <Stack spacing={2} sx={{width: 220}}>
        <FormControl>
          <FormLabel id={paddingId}>--Card-padding: {padding}px</FormLabel>
          <Slider
            aria-labelledby={paddingId}
            min={0}
            max={40}
            value={padding}
            onChange={(_event, value) => setPadding(value as number)}
          />
        </FormControl>
        <FormControl>
          <FormLabel id={radiusId}>--Card-radius: {radius}px</FormLabel>
          <Slider
            aria-labelledby={radiusId}
            min={0}
            max={32}
            value={radius}
            onChange={(_event, value) => setRadius(value as number)}
          />
        </FormControl>
      </Stack>
      <Card variant="outlined" sx={{width: 260, '--Card-padding': `${padding}px`, '--Card-radius': `${radius}px`}}>
        <CardOverflow variant="soft" color="primary" sx={{py: 1.5}}>
          <Typography level="title-sm" component="p">
            Overflow follows the padding
          </Typography>
        </CardOverflow>
        <CardContent>
          <Typography level="title-md" component="p">
            Quarterly review
          </Typography>
          <Typography level="body-sm">Inner elements read the same variables, so they stay aligned.</Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
