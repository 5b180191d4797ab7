import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import WarningIcon from '@mui/icons-material/Warning';

export default function AlertInvertedColors() {
  return (
    <Alert
      variant="solid"
      color="danger"
      invertedColors
      startDecorator={<WarningIcon />}
      sx={{alignItems: 'flex-start', gap: 2}}>
      <Box sx={{flex: 1}}>
        <Typography level="title-md">Your trial ended</Typography>
        <Typography level="body-md">
          Projects are read-only until you choose a plan. Nothing has been deleted.
        </Typography>
        <Box sx={{display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap'}}>
          <Button variant="solid">Choose a plan</Button>
          <Button variant="outlined">Export projects</Button>
        </Box>
      </Box>
    </Alert>
  );
}
