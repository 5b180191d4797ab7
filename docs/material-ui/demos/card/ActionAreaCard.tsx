import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function ActionAreaCard() {
  return (
    <Card sx={{maxWidth: 360}}>
      <CardActionArea href="#lighthouse-story">
        <CardMedia
          sx={{height: 160}}
          image="/img/material-ui/card/lighthouse.svg"
        />
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            The last lighthouse keeper
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            For forty years one family kept the lamp burning on the island. A short read about
            storms, shipwrecks and the switch to automation.
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
