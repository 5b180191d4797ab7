import * as React from 'react';
import Accordion, {accordionClasses} from '@mui/material/Accordion';
import AccordionDetails, {accordionDetailsClasses} from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function FadeTransitionAccordion() {
  const [fadeExpanded, setFadeExpanded] = React.useState(false);

  return (
    <div>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="collapse-content" id="collapse-header">
          <Typography component="span">Default transition (Collapse)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">The panel grows to the height of its content, then shows it.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion
        expanded={fadeExpanded}
        onChange={(_event, isExpanded) => setFadeExpanded(isExpanded)}
        slots={{transition: Fade}}
        slotProps={{transition: {timeout: 400}}}
        sx={{
          // Fade only changes opacity, so the closed region would still take up room:
          // collapse it and hide the details while the panel is closed.
          [`& .${accordionClasses.region}`]: {height: fadeExpanded ? 'auto' : 0},
          [`& .${accordionDetailsClasses.root}`]: {display: fadeExpanded ? 'block' : 'none'},
        }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="fade-content" id="fade-header">
          <Typography component="span">Custom transition (Fade)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">The content appears at its full height and fades in over 400 ms.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
