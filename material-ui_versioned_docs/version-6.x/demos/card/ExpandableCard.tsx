import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function ExpandableCard() {
  const [expanded, setExpanded] = React.useState<boolean>(false);
  const [saved, setSaved] = React.useState<boolean>(false);
  const detailsId = React.useId();

  return (
    <Card sx={{maxWidth: 360}}>
      <CardHeader
        avatar={
          <Avatar sx={{bgcolor: 'primary.main'}} aria-hidden="true">
            LT
          </Avatar>
        }
        title="Lakeside loop trail"
        subheader="6 km · easy · about 2 hours"
        slotProps={{title: {component: 'h3', variant: 'subtitle1'}}}
      />
      <CardMedia
        component="img"
        height="180"
        image="/img/material-ui/card/mountain-lake.svg"
        alt="Snowy mountains reflected in a calm lake at sunrise"
      />
      <CardContent>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          A flat path around the lake with two viewpoints and a café at the halfway point.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Save trail"
          aria-pressed={saved}
          onClick={() => setSaved((value) => !value)}
          color={saved ? 'primary' : 'default'}>
          {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        </IconButton>
        <IconButton
          aria-label="Route details"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
          sx={(theme) => ({
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shortest,
            }),
          })}>
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" id={detailsId}>
        <CardContent sx={{pt: 0}}>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Route
          </Typography>
          <ol style={{margin: 0, paddingInlineStart: '1.25rem'}}>
            <li>
              <Typography variant="body2">Start at the car park by the boat hire.</Typography>
            </li>
            <li>
              <Typography variant="body2">Follow the shore path clockwise to the first viewpoint.</Typography>
            </li>
            <li>
              <Typography variant="body2">Cross the footbridge and stop at the café.</Typography>
            </li>
            <li>
              <Typography variant="body2">Return along the north shore through the pine wood.</Typography>
            </li>
          </ol>
        </CardContent>
      </Collapse>
    </Card>
  );
}
