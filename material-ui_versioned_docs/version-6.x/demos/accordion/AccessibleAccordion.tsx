import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface PanelProps {
  title: string;
  children: React.ReactNode;
}

// A reusable panel: React.useId() gives each instance ids that are unique on the page and
// identical on the server and in the browser, so the header and region stay linked.
function Panel({title, children}: PanelProps) {
  const id = React.useId();
  return (
    <Accordion>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

export default function AccessibleAccordion() {
  return (
    <div>
      <Panel title="Opening hours">
        <Typography variant="body2">Monday to Friday, 8:00 to 18:00. Closed on public holidays.</Typography>
      </Panel>
      <Panel title="Getting here">
        <Typography variant="body2">
          Take tram 4 to Market Square. Step-free access is through the side entrance on Mill Street.
        </Typography>
      </Panel>
      <Panel title="Parking">
        <Typography variant="body2">Two accessible bays are next to the main door; the car park opens at 7:30.</Typography>
      </Panel>
    </div>
  );
}
