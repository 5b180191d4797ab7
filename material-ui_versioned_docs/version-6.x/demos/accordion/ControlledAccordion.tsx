import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const steps = [
  {id: 'account', title: 'Account', summary: 'maya@example.com', body: 'Email address, password and two-factor settings.'},
  {id: 'billing', title: 'Billing', summary: 'Visa ending in 4242', body: 'Payment method, billing address and past invoices.'},
  {id: 'notifications', title: 'Notifications', summary: 'Weekly digest', body: 'Choose which emails and push notifications you receive.'},
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | false>('account');

  const handleChange = (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? panel : false);
  };

  return (
    <div>
      {steps.map((step) => (
        <Accordion key={step.id} expanded={expanded === step.id} onChange={handleChange(step.id)}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${step.id}-panel-content`}
            id={`${step.id}-panel-header`}
          >
            <Typography component="span" sx={{width: '40%', flexShrink: 0}}>
              {step.title}
            </Typography>
            <Typography component="span" sx={{color: 'text.secondary'}}>
              {step.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{step.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
