import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function BackgroundMediaCard() {
  return (
    <Card sx={{maxWidth: 360}}>
      {/* Without `component`, the image is a CSS background, so the media area can hold children.
          The title overlaid on it says what the picture shows, so the default role="img" is removed. */}
      <CardMedia
        image="/img/material-ui/image-list/city.svg"
        role={undefined}
        sx={{height: 200, display: 'flex', alignItems: 'flex-end', backgroundPosition: 'center bottom'}}>
        <Box sx={{width: '100%', p: 2, color: 'common.white', background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.75))'}}>
          <Typography variant="overline" component="p">
            City guide
          </Typography>
          <Typography variant="h6" component="h3">
            A night walk downtown
          </Typography>
        </Box>
      </CardMedia>
      <CardContent>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          Nine stops between the river and the old market, all open after dark and within a 40-minute walk.
        </Typography>
      </CardContent>
    </Card>
  );
}
