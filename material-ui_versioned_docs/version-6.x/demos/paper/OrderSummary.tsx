import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  {label: 'Ceramic mug (×2)', amount: '€24.00'},
  {label: 'Pour-over coffee filter', amount: '€18.50'},
  {label: 'Shipping', amount: '€4.90'},
];

export default function OrderSummary() {
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-title"
      elevation={3}
      sx={{p: 3, maxWidth: 360, mx: 'auto', borderRadius: 3}}>
      <Typography id="order-summary-title" variant="h6" component="h3" gutterBottom>
        Order summary
      </Typography>
      <Stack spacing={1}>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" sx={{justifyContent: 'space-between'}}>
            <Typography variant="body2">{line.label}</Typography>
            <Typography variant="body2">{line.amount}</Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{my: 2}} />
      <Stack direction="row" sx={{justifyContent: 'space-between'}}>
        <Typography variant="subtitle1">Total</Typography>
        <Typography variant="subtitle1">€47.40</Typography>
      </Stack>
    </Paper>
  );
}
