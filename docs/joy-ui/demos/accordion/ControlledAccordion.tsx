import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

const steps = [
  {id: 'account', title: 'Create an account', body: 'Choose an email address and a password.'},
  {id: 'team', title: 'Invite your team', body: 'Send invitations from the members page.'},
  {id: 'connect', title: 'Connect your calendar', body: 'Sync events both ways with one click.'},
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | null>('account');

  return (
    <div style={{width: '100%', maxWidth: 480}}>
      <AccordionGroup variant="outlined" sx={{borderRadius: 'md'}}>
        {steps.map((step) => (
          <Accordion
            key={step.id}
            expanded={expanded === step.id}
            onChange={(_event, isExpanded) => setExpanded(isExpanded ? step.id : null)}>
            <AccordionSummary>{step.title}</AccordionSummary>
            <AccordionDetails>{step.body}</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
      <Typography level="body-sm" sx={{mt: 1}}>
        Open section: {expanded ?? 'none'}
      </Typography>
    </div>
  );
}
