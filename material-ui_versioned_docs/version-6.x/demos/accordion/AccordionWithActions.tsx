import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

type Choice = 'essential' | 'all' | null;

const labels = {essential: 'Essential cookies only', all: 'All cookies allowed'};

export default function AccordionWithActions() {
  const [expanded, setExpanded] = React.useState(true);
  const [choice, setChoice] = React.useState<Choice>(null);

  // Each action saves the choice and folds the panel away, so the summary shows the result.
  const choose = (value: Exclude<Choice, null>) => {
    setChoice(value);
    setExpanded(false);
  };

  return (
    <Accordion expanded={expanded} onChange={(_event, isExpanded) => setExpanded(isExpanded)}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="cookies-content" id="cookies-header">
        <Typography component="span" sx={{mr: 2}}>
          Cookie preferences
        </Typography>
        <Typography component="span" sx={{color: 'text.secondary'}}>
          {choice ? labels[choice] : 'Not chosen yet'}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2">
          We use essential cookies to keep you signed in and optional ones to measure how the site is
          used. You can change this choice at any time.
        </Typography>
      </AccordionDetails>
      <AccordionActions>
        <Button onClick={() => choose('essential')}>Reject optional</Button>
        <Button variant="contained" onClick={() => choose('all')}>
          Accept all
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
