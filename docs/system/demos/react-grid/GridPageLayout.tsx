import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import useTheme from '@mui/system/useTheme';

const cellSx = {
  height: '100%',
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  fontSize: 14,
} as const;

const cards = ['Revenue', 'Orders', 'Returns'];

export default function GridPageLayout() {
  const theme = useTheme();
  const {values, unit} = theme.breakpoints;

  return (
    <Box sx={{width: '100%'}}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Box sx={cellSx}>
            Header <code>size=&#123;12&#125;</code>
          </Box>
        </Grid>
        <Grid size={{xs: 12, md: 8}}>
          <Box sx={cellSx}>
            Main <code>{`size={{ xs: 12, md: 8 }}`}</code>
          </Box>
        </Grid>
        <Grid size={{xs: 12, md: 4}}>
          <Box sx={cellSx}>
            Sidebar <code>{`size={{ xs: 12, md: 4 }}`}</code>
          </Box>
        </Grid>
        {cards.map((card) => (
          <Grid key={card} size={{xs: 12, sm: 6, lg: 4}}>
            <Box sx={cellSx}>
              {card} <code>{`size={{ xs: 12, sm: 6, lg: 4 }}`}</code>
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box component="p" sx={{mb: 0, fontSize: 14, color: 'text.secondary'}}>
        Cards pair up from {values.sm}
        {unit}, the sidebar moves beside the main area from {values.md}
        {unit}, and the cards form one row from {values.lg}
        {unit} of window width.
      </Box>
    </Box>
  );
}
