import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function AccordionVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
        width: '100%',
      }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{mb: 1}}>
            variant=&quot;{variant}&quot;
          </Typography>
          <AccordionGroup variant={variant} color="primary" sx={{borderRadius: 'md'}}>
            <Accordion>
              <AccordionSummary>Billing</AccordionSummary>
              <AccordionDetails>Invoices are sent on the first day of each month.</AccordionDetails>
            </Accordion>
            <Accordion>
              <AccordionSummary>Security</AccordionSummary>
              <AccordionDetails>Two-step sign-in is on for every member.</AccordionDetails>
            </Accordion>
          </AccordionGroup>
        </div>
      ))}
    </Box>
  );
}
