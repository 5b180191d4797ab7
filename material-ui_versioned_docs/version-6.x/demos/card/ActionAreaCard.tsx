import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function ActionAreaCard() {
  return (
    <Card sx={{maxWidth: 360}}>
      <CardActionArea href="/material-ui/react-image-list">
        {/* A background image gets role="img"; this one only decorates the link, so it is marked presentational. */}
        <CardMedia role="presentation" sx={{height: 160}} image="/img/material-ui/card/lighthouse.svg" />
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Read next: Image List
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Show a gallery of photos in a grid: standard, quilted, woven and masonry layouts, with optional title bars.
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
