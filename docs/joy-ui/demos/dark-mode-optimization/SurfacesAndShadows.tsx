import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// On this site Joy's colour schemes are keyed on `data-theme`; with Joy's defaults the attribute
// is `data-joy-color-scheme`.
const SCHEME_ATTRIBUTE = 'data-theme';

const surfaces = ['body', 'surface', 'level1', 'level2'] as const;

function Column({scheme}: {scheme: 'light' | 'dark'}) {
  return (
    <Box
      {...{[SCHEME_ATTRIBUTE]: scheme}}
      sx={{flex: '1 1 240px', p: 2, borderRadius: 'md', bgcolor: 'background.body', display: 'grid', gap: 1.5}}>
      <Typography level="title-sm">{scheme}</Typography>
      {surfaces.map((surface) => (
        <Sheet
          key={surface}
          sx={{
            p: 1.5,
            borderRadius: 'sm',
            bgcolor: `background.${surface}`,
            boxShadow: surface === 'surface' ? 'md' : 'none',
          }}>
          <Typography level="body-sm" sx={{color: 'text.primary'}}>
            background.{surface}
            {surface === 'surface' ? ' with shadow md' : ''}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}

export default function SurfacesAndShadows() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
      <Column scheme="light" />
      <Column scheme="dark" />
    </Box>
  );
}
