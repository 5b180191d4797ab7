import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {id: 'profile', title: 'Profile', body: 'Your name, photo and the time zone used for reminders.'},
  {id: 'privacy', title: 'Privacy', body: 'Who can see your activity and whether search engines index your profile.'},
];

export default function HeadingLevelAccordion() {
  return (
    <section aria-labelledby="settings-title">
      {/* The group title is an h3, so each panel heading one level below is an h4. */}
      <Typography id="settings-title" component="h3" variant="h6" sx={{mb: 1}}>
        Account settings
      </Typography>
      {sections.map((section) => (
        <Accordion key={section.id} slotProps={{heading: {component: 'h4'}}}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${section.id}-settings-content`}
            id={`${section.id}-settings-header`}
          >
            <Typography component="span">{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
