import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function BasicCard() {
  return (
    <Card sx={{width: 320}}>
      <Chip size="sm" variant="soft" color="success" sx={{alignSelf: 'flex-start'}}>
        Open
      </Chip>
      <CardContent>
        <Typography level="title-lg">Weekend pottery class</Typography>
        <Typography level="body-sm">
          Two mornings at the riverside studio. Clay, glazes and firing are included; bring clothes that can get dirty.
        </Typography>
        <Typography level="title-md" sx={{mt: 1}}>
          €85 per person
        </Typography>
      </CardContent>
      <CardActions buttonFlex="1 0 120px">
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        <Button>Book a place</Button>
      </CardActions>
    </Card>
  );
}
