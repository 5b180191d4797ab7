import Accordion, {accordionClasses} from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionDisabledNoDivider() {
  return (
    <AccordionGroup
      disableDivider
      variant="plain"
      sx={{
        maxWidth: 480,
        width: '100%',
        gap: 1,
        [`& > .${accordionClasses.root}`]: {borderRadius: 'md', bgcolor: 'background.level1'},
      }}>
      <Accordion>
        <AccordionSummary>Profile</AccordionSummary>
        <AccordionDetails>Your name and photo are visible to people in your workspace.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Notifications</AccordionSummary>
        <AccordionDetails>Email summaries are sent once a day.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>Single sign-on (Enterprise plan)</AccordionSummary>
        <AccordionDetails>Connect your identity provider.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
