import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const releases = [
  {version: '3.2.0', date: '12 May', notes: 'Dark mode for the editor, faster search and a new keyboard shortcut list.'},
  {version: '3.1.4', date: '28 April', notes: 'Fixes a crash when pasting large tables and a typo in the export dialog.'},
  {version: '3.1.0', date: '9 April', notes: 'Shared folders, comment mentions and PDF export with page numbers.'},
];

export default function DefaultExpandedAccordion() {
  return (
    <div>
      {releases.map((release, index) => (
        // Only the newest release starts open; people can still close it or open the others.
        <Accordion key={release.version} defaultExpanded={index === 0}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`release-${index}-content`}
            id={`release-${index}-header`}
          >
            <Typography component="span" sx={{fontWeight: 500, mr: 2}}>
              Version {release.version}
            </Typography>
            <Typography component="span" sx={{color: 'text.secondary'}}>
              {release.date}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{release.notes}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
