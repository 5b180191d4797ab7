import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function VariantsInPractice() {
  return (
    <Card sx={{maxWidth: 420}}>
      <CardContent>
        <Chip size="sm" variant="soft" color="warning" sx={{alignSelf: 'flex-start'}}>
          Renews in 3 days
        </Chip>
        <Typography level="title-lg">Team plan</Typography>
        <Typography level="body-sm">12 seats, billed yearly. The card on file ends in 4242.</Typography>
      </CardContent>
      <Alert variant="soft" color="warning" size="sm" startDecorator={<WarningRounded />}>
        The card on file expires before the renewal date.
      </Alert>
      <CardActions>
        <Button variant="plain" color="neutral">
          Cancel plan
        </Button>
        <Button variant="outlined" color="neutral">
          View invoices
        </Button>
        <Button variant="solid">Update card</Button>
      </CardActions>
    </Card>
  );
}
