import * as React from 'react';
import Box from '@mui/material/Box';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Masonry from '@mui/lab/Masonry';

const faqs = [
  {q: 'Can I change my plan later?', a: 'Yes. Upgrades apply at once; downgrades at the end of the billing period.'},
  {q: 'Is there a free trial?', a: 'Fourteen days, no card needed.'},
  {
    q: 'How do refunds work?',
    a: 'Ask within 30 days of a payment and we refund it in full. After that, unused months of a yearly plan are refunded pro rata, minus any discount you received.',
  },
  {q: 'Do you offer student pricing?', a: 'Half price with a valid student email address.'},
  {q: 'Where is my data stored?', a: 'In two data centres in the EU, with nightly encrypted backups.'},
  {q: 'Can I export everything?', a: 'Any time, as CSV or JSON, from the account settings.'},
];

export default function VariableHeightMasonry() {
  return (
    <Box sx={{width: '100%'}}>
      <Masonry columns={{xs: 1, sm: 2, md: 3}} spacing={2}>
        {faqs.map((faq) => (
          <Accordion key={faq.q} disableGutters sx={{m: 0}}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span">{faq.q}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" sx={{color: 'text.secondary'}}>
                {faq.a}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Masonry>
    </Box>
  );
}
