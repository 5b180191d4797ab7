import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function Summary({title}: {title: string}) {
  return (
    <Card sx={{flex: '1 1 220px'}}>
      <Typography level="title-md">{title}</Typography>
      <Stack spacing={1.5} sx={{p: 1, bgcolor: 'background.level1', borderRadius: 'sm'}}>
        <Typography level="body-sm">3 items · €54.00</Typography>
        <Typography level="body-sm">Delivery on Friday</Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="outlined" color="neutral">
          Edit
        </Button>
        <Button size="sm">Pay</Button>
      </Stack>
    </Card>
  );
}

export default function SpacingTokenScope() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start'}}>
      <Summary title="Default spacing (8px)" />
      {/* Every spacing value inside this box is computed from 5px instead of 8px. */}
      <Box sx={{display: 'contents', '--joy-spacing': '5px'}}>
        <Summary title="Compact spacing (5px)" />
      </Box>
    </Box>
  );
}
