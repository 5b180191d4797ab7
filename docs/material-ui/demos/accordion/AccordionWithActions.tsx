import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionWithActions() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="cookies-content" id="cookies-header">
          <Typography component="span">Cookie preferences</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            We use essential cookies to keep you signed in and optional ones to measure how the site
            is used. You can change this choice at any time.
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button>Reject optional</Button>
          <Button variant="contained">Accept all</Button>
        </AccordionActions>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="sso-content" id="sso-header">
          <Typography component="span">Single sign-on (Enterprise plan only)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Connect your identity provider to manage access.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
