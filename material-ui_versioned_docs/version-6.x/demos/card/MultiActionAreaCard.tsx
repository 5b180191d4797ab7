import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function MultiActionAreaCard() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Card sx={{maxWidth: 360}}>
      {/* The main action: the whole upper part is one link. */}
      <CardActionArea href="/material-ui/react-masonry">
        <CardMedia
          component="img"
          height="150"
          image="/img/material-ui/image-list/mountains.svg"
          alt=""
        />
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Read next: Masonry
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Lay out items of different heights in columns without gaps, like a photo wall or a board of notes.
          </Typography>
        </CardContent>
      </CardActionArea>
      {/* Supplemental actions: separate buttons, outside the link. */}
      <CardActions>
        <Button size="small" aria-pressed={saved} onClick={() => setSaved((value) => !value)}>
          {saved ? 'Saved' : 'Save for later'}
        </Button>
      </CardActions>
    </Card>
  );
}
