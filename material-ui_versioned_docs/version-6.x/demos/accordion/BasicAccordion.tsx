import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Orders inside the EU arrive in 2 to 4 working days. Other countries take 5 to 10 working days.',
  },
  {
    id: 'returns',
    question: 'Can I return an item?',
    answer: 'Yes. Send it back unused within 30 days and we refund the full price, including shipping.',
  },
  {
    id: 'gift',
    question: 'Do you offer gift wrapping?',
    answer: 'Tick “Gift wrap” at checkout. We remove the receipt and add a handwritten card if you like.',
  },
];

export default function BasicAccordion() {
  return (
    <div>
      {questions.map((item) => (
        <Accordion key={item.id}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${item.id}-content`}
            id={`${item.id}-header`}
          >
            <Typography component="span">{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
