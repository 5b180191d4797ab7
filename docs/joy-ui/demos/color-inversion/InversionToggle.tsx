import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import MoreVert from '@mui/icons-material/MoreVert';

export default function InversionToggle() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Box sx={{display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360}}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />}>
        invertedColors
      </Typography>
      <Card variant="solid" color="primary" invertedColors={inverted}>
        <Box sx={{display: 'flex', alignItems: 'flex-start', gap: 1}}>
          <Chip size="sm" variant="soft">
            Save 16 %
          </Chip>
          <IconButton size="sm" aria-label="More options" sx={{ml: 'auto'}}>
            <MoreVert />
          </IconButton>
        </Box>
        <Typography level="title-lg">Annual billing</Typography>
        <Typography level="body-sm">Two months free when you pay for the year.</Typography>
        <CardActions>
          <Button variant="solid">Switch plan</Button>
          <Button variant="outlined">Compare</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
