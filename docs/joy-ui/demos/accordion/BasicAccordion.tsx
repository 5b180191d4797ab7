import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function BasicAccordion() {
  return (
    <AccordionGroup sx={{maxWidth: 480, width: '100%'}}>
      <Accordion defaultExpanded>
        <AccordionSummary>How long does delivery take?</AccordionSummary>
        <AccordionDetails>
          Orders placed before 2 pm leave the warehouse the same day and usually arrive within two working days.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I return an item?</AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days. Print the return label from your order page and drop the parcel at any post office.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Do you ship abroad?</AccordionSummary>
        <AccordionDetails>We ship to most European countries. Shipping costs are shown at checkout.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
