import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{maxWidth: 320}}>
      <CardContent>
        <Typography variant="overline" sx={{color: 'text.secondary'}}>
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3" gutterBottom>
          serendipity
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary', mb: 1}}>
          noun
        </Typography>
        <Typography variant="body2">The luck of finding something good or useful without looking for it.</Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Hear pronunciation</Button>
      </CardActions>
    </Card>
  );
}
