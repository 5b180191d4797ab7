import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionAnatomy() {
  return (
    // Accordion: the Paper surface that holds everything and owns the open/closed state.
    <Accordion defaultExpanded>
      {/* AccordionSummary: must be the first child. It is wrapped in the heading slot (an h3). */}
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="address-content" id="address-header">
        <Typography component="span">Delivery address</Typography>
      </AccordionSummary>
      {/* Every other child goes inside the transition slot, in a div with role="region". */}
      <AccordionDetails>
        <Typography variant="body2">
          Maya Fischer
          <br />
          14 Harbour Lane
          <br />
          Bristol BS1 4RN
        </Typography>
      </AccordionDetails>
      <AccordionActions>
        <Button>Use another address</Button>
      </AccordionActions>
    </Accordion>
  );
}
