import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const itemSx = {p: 1, borderRadius: 0.5, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText'} as const;

export default function GridNestedColumns() {
  return (
    <Box sx={{width: '100%'}}>
      {/* 4 columns on small screens, 12 from md: the same sizes take a larger share of a smaller count. */}
      <Grid container spacing={2} columns={{xs: 4, md: 12}}>
        <Grid size={4}>
          <Box sx={itemSx}>size 4</Box>
        </Grid>
        <Grid size={4}>
          <Box sx={itemSx}>size 4</Box>
        </Grid>
        <Grid size={4}>
          <Box sx={itemSx}>size 4</Box>
        </Grid>
        {/* A container placed directly inside a container nests: it keeps the parent's spacing and columns. */}
        <Grid container size={{xs: 4, md: 12}} sx={{p: 1, border: '1px dashed', borderColor: 'text.secondary', borderRadius: 1}}>
          <Grid size={{xs: 4, md: 6}}>
            <Box sx={itemSx}>nested, size xs 4 / md 6</Box>
          </Grid>
          <Grid size={{xs: 2, md: 3}}>
            <Box sx={itemSx}>xs 2 / md 3</Box>
          </Grid>
          <Grid size={{xs: 2, md: 3}}>
            <Box sx={itemSx}>xs 2 / md 3</Box>
          </Grid>
        </Grid>
      </Grid>
    </Box>
  );
}
