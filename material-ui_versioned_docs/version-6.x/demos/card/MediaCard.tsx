import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function MediaCard() {
  return (
    <Card sx={{maxWidth: 360}}>
      <CardMedia
        component="img"
        height="180"
        image="/img/material-ui/card/mountain-lake.svg"
        alt="Snowy mountains reflected in a calm lake at sunrise"
      />
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          Lakeside loop trail
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          An easy 6 km walk around the lake with two viewpoints. Best at sunrise, when the water is still and the peaks
          light up.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Save trail</Button>
        <Button size="small">Directions</Button>
      </CardActions>
    </Card>
  );
}
