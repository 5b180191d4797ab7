import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function CardInvertedColors() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{width: 320}}>
      <Chip size="sm" variant="soft" sx={{alignSelf: 'flex-start'}}>
        Team plan
      </Chip>
      <CardContent>
        <Typography level="title-lg">Storage</Typography>
        <Typography level="body-sm">7.4 GB of 10 GB used</Typography>
      </CardContent>
      <LinearProgress determinate value={74} aria-label="Storage used" />
      <CardActions>
        <Button variant="solid">Upgrade</Button>
        <Button variant="plain">Manage files</Button>
      </CardActions>
    </Card>
  );
}
