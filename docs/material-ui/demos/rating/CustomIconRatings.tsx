import type {ReactElement} from 'react';
import Rating from '@mui/material/Rating';
import type {IconContainerProps} from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const moods: Record<number, {icon: ReactElement; label: string}> = {
  1: {icon: <SentimentVeryDissatisfiedIcon color="error" />, label: 'Very unhappy'},
  2: {icon: <SentimentDissatisfiedIcon color="error" />, label: 'Unhappy'},
  3: {icon: <SentimentSatisfiedIcon color="warning" />, label: 'Neutral'},
  4: {icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Happy'},
  5: {icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very happy'},
};

function MoodIcon({value, ...other}: IconContainerProps) {
  return <span {...other}>{moods[value]?.icon}</span>;
}

export default function CustomIconRatings() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography component="legend">How much did you enjoy the talk?</Typography>
        <Rating
          name="talk-hearts"
          defaultValue={7}
          max={10}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'} out of 10`}
          sx={{'& .MuiRating-iconFilled': {color: '#e91e63'}}}
        />
      </div>
      <div>
        <Typography component="legend">How was your support call?</Typography>
        <Rating
          name="support-mood"
          defaultValue={4}
          highlightSelectedOnly
          slotProps={{icon: {component: MoodIcon}}}
          getLabelText={(value) => moods[value]?.label ?? `${value}`}
        />
      </div>
    </Stack>
  );
}
