import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

export default function HeaderCard() {
  const [liked, setLiked] = React.useState<boolean>(false);

  return (
    <Card variant="outlined" sx={{maxWidth: 360}}>
      <CardHeader
        avatar={<Avatar sx={{bgcolor: 'success.main'}}>JR</Avatar>}
        action={
          <IconButton aria-label="Post options">
            <MoreVertIcon />
          </IconButton>
        }
        title="Jonas Richter"
        slotProps={{title: {component: 'h3'}}}
        subheader="Posted in Gardening · 2 hours ago"
      />
      <CardContent sx={{pt: 0}}>
        <Typography variant="body2">
          First tomatoes of the season! Planting them next to basil really seems to keep the aphids away.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Like"
          aria-pressed={liked}
          onClick={() => setLiked((value) => !value)}
          color={liked ? 'error' : 'default'}>
          {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}
