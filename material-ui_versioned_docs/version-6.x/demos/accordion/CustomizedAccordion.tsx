import * as React from 'react';
import {styled} from '@mui/material/styles';
import MuiAccordion, {accordionClasses, type AccordionProps} from '@mui/material/Accordion';
import MuiAccordionSummary, {accordionSummaryClasses} from '@mui/material/AccordionSummary';
import MuiAccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

// Separate outlined cards instead of one stacked sheet: no shadow, no divider line, no gutters.
const Accordion = styled((props: AccordionProps) => <MuiAccordion disableGutters elevation={0} {...props} />)(
  ({theme}) => ({
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    '&:not(:last-of-type)': {marginBottom: theme.spacing(1)},
    '&::before': {display: 'none'},
    [`&.${accordionClasses.expanded}`]: {borderColor: theme.palette.primary.main},
  }),
);

// The plus sign turns a quarter of the way round to become a cross when the panel opens.
const AccordionSummary = styled(MuiAccordionSummary)(({theme}) => ({
  fontWeight: theme.typography.fontWeightMedium,
  [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: {
    transform: 'rotate(45deg)',
    color: theme.palette.primary.main,
  },
}));

const AccordionDetails = styled(MuiAccordionDetails)(({theme}) => ({
  paddingTop: 0,
  color: theme.palette.text.secondary,
}));

const tips = [
  {id: 'backup', title: 'Back up before you update', body: 'Export your workspace from Settings so you can roll back if something goes wrong.'},
  {id: 'shortcuts', title: 'Learn three shortcuts', body: 'Ctrl+K opens search, Ctrl+/ lists every shortcut and Esc closes any dialog.'},
  {id: 'share', title: 'Share a read-only link', body: 'Guests with the link can read and comment, but cannot change anything.'},
];

export default function CustomizedAccordion() {
  const [expanded, setExpanded] = React.useState<string | false>('backup');

  return (
    <div>
      {tips.map((tip) => (
        <Accordion
          key={tip.id}
          expanded={expanded === tip.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? tip.id : false)}
        >
          <AccordionSummary expandIcon={<AddIcon />} aria-controls={`${tip.id}-tip-content`} id={`${tip.id}-tip-header`}>
            <Typography component="span" sx={{fontWeight: 'inherit'}}>
              {tip.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{tip.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
