import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const months = ['January', 'February', 'March'];
const days = Array.from({length: 28}, (_, index) => index + 1);

export default function UnmountOnExitAccordion() {
  return (
    <div>
      {months.map((month) => (
        <Accordion key={month} slotProps={{transition: {unmountOnExit: true, timeout: 200}}}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${month}-log-content`}
            id={`${month}-log-header`}
          >
            <Typography component="span">{month} activity log</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{maxHeight: 240, overflow: 'auto'}}>
            {/* This list only exists in the page while its panel is open. */}
            <List dense disablePadding>
              {days.map((day) => (
                <ListItem key={day} disableGutters>
                  <ListItemText primary={`${day} ${month}`} secondary={`${(day * 7) % 23} files synced`} />
                </ListItem>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
