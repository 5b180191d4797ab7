import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function AccordionSizes() {
  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 420}}>
      {sizes.map((size) => (
        <AccordionGroup key={size} size={size} variant="outlined" sx={{borderRadius: 'sm'}}>
          <Accordion>
            <AccordionSummary>Size {size}</AccordionSummary>
            <AccordionDetails>The size sets the font size, height, padding and icon size of each row.</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      ))}
    </Stack>
  );
}
