import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function DisabledAccordion() {
  return (
    <div>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="members-content" id="members-header">
          <Typography component="span">Team members</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Invite people by email and choose whether they can edit or only view.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="sso-content" id="sso-header">
          <Typography component="span">Single sign-on (Enterprise plan only)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Connect your identity provider to manage access.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="audit-content" id="audit-header">
          <Typography component="span">Audit log (Enterprise plan only)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">See who changed what, and when, for the last twelve months.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
