import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

export default function MediaControlCard() {
  const [playing, setPlaying] = React.useState<boolean>(false);

  return (
    <Card sx={{display: 'flex', maxWidth: 420}}>
      <Box sx={{display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0}}>
        <CardContent sx={{flex: '1 0 auto'}}>
          <Typography variant="h6" component="h3">
            Night tide
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            The Harbour Lights
          </Typography>
        </CardContent>
        <Box role="group" aria-label="Playback" sx={{display: 'flex', alignItems: 'center', px: 1, pb: 1}}>
          <IconButton aria-label="Previous track">
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((value) => !value)}>
            {playing ? <PauseIcon sx={{fontSize: 38}} /> : <PlayArrowIcon sx={{fontSize: 38}} />}
          </IconButton>
          <IconButton aria-label="Next track">
            <SkipNextIcon />
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="img"
        image="/img/material-ui/image-list/moon.svg"
        alt="Album cover: a crescent moon in a starry night sky"
        width="150"
        height="150"
        sx={{width: 150, height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', flexShrink: 0}}
      />
    </Card>
  );
}
