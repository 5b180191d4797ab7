import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, {accordionSummaryClasses} from '@mui/joy/AccordionSummary';
import AddIcon from '@mui/icons-material/Add';

export default function AccordionTransition() {
  return (
    <AccordionGroup
      variant="outlined"
      transition={{initial: '0.3s ease-out', expanded: '0.2s ease'}}
      sx={{
        maxWidth: 480,
        width: '100%',
        borderRadius: 'md',
        [`& .${accordionSummaryClasses.indicator}`]: {transition: 'transform 0.2s'},
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]: {
          transform: 'rotate(45deg)',
        },
      }}>
      <Accordion>
        <AccordionSummary indicator={<AddIcon />}>What is included in the free plan?</AccordionSummary>
        <AccordionDetails>Three projects, five members and 2 GB of storage, with no time limit.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary indicator={<AddIcon />}>Can I change plans later?</AccordionSummary>
        <AccordionDetails>
          Yes. Upgrades apply immediately; downgrades apply at the end of the billing period.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
