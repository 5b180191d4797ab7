import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const filters = [
  {id: 'price', title: 'Price', body: 'Under €50, €50 to €100, over €100.'},
  {id: 'brand', title: 'Brand', body: 'Northwind, Contoso, Fabrikam and 12 more.'},
  {id: 'rating', title: 'Rating', body: 'Four stars and up, three stars and up.'},
];

export default function DenseSquareAccordion() {
  const [disableGutters, setDisableGutters] = React.useState(true);
  const [square, setSquare] = React.useState(true);

  return (
    <div>
      <Stack direction="row" spacing={2} sx={{mb: 2, flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={disableGutters} onChange={(event) => setDisableGutters(event.target.checked)} />}
          label="disableGutters"
        />
        <FormControlLabel
          control={<Switch checked={square} onChange={(event) => setSquare(event.target.checked)} />}
          label="square"
        />
      </Stack>
      {filters.map((filter, index) => (
        <Accordion key={filter.id} defaultExpanded={index < 2} disableGutters={disableGutters} square={square}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${filter.id}-filter-content`}
            id={`${filter.id}-filter-header`}
          >
            <Typography component="span">{filter.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{filter.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
