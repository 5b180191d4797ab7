import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const stats = [
  {label: 'Open tickets', value: '18'},
  {label: 'Median reply', value: '2 h 10 min'},
  {label: 'Satisfaction', value: '94 %'},
];

export default function SxTokens() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        // One column on narrow screens, three from the `sm` breakpoint up.
        gridTemplateColumns: {xs: '1fr', sm: 'repeat(3, 1fr)'},
        gap: 2,
      }}>
      {stats.map((stat) => (
        <Box
          component="li"
          key={stat.label}
          sx={{
            p: 2,
            borderRadius: 'md',
            bgcolor: 'background.level1',
            border: '1px solid',
            borderColor: 'divider',
            transition: 'box-shadow 0.2s',
            '&:hover': {boxShadow: 'md'},
          }}>
          <Typography level="body-sm" sx={{color: 'text.tertiary'}}>
            {stat.label}
          </Typography>
          <Typography level="h3" component="p">
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
