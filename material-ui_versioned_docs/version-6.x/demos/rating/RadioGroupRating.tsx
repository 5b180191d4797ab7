import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, {type IconContainerProps} from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const moods: Record<number, {icon: React.ReactElement; label: string}> = {
  1: {icon: <SentimentVeryDissatisfiedIcon color="error" fontSize="large" />, label: 'Very unhappy'},
  2: {icon: <SentimentDissatisfiedIcon color="error" fontSize="large" />, label: 'Unhappy'},
  3: {icon: <SentimentSatisfiedIcon color="warning" fontSize="large" />, label: 'Neutral'},
  4: {icon: <SentimentSatisfiedAltIcon color="success" fontSize="large" />, label: 'Happy'},
  5: {icon: <SentimentVerySatisfiedIcon color="success" fontSize="large" />, label: 'Very happy'},
};

function MoodIcon({value, ...other}: IconContainerProps) {
  return <span {...other}>{moods[value]?.icon}</span>;
}

export default function RadioGroupRating() {
  return (
    <Box component="fieldset" sx={{border: 0, m: 0, p: 0}}>
      <Typography component="legend">How was your support call?</Typography>
      <Rating
        name="support-mood"
        defaultValue={4}
        highlightSelectedOnly
        slotProps={{icon: {component: MoodIcon}}}
        getLabelText={(value) => moods[value]?.label ?? `${value}`}
        sx={{'& .MuiRating-iconEmpty .MuiSvgIcon-root': {color: 'action.disabled'}}}
      />
    </Box>
  );
}
