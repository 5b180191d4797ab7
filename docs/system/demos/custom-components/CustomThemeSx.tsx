import styled from '@mui/system/styled';
import Box from '@mui/system/Box';

// theme.unstable_sx() turns an sx-style object into plain styles inside styled().
const Pill = styled('span')(({theme}) =>
  theme.unstable_sx({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.75,
    px: 1.5,
    py: 0.5,
    borderRadius: 4,
    border: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
    fontSize: 14,
  }),
);

const Dot = styled('span')(({theme}) =>
  theme.unstable_sx({width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main'}),
);

export default function CustomThemeSx() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1}}>
      {['Design', 'Frontend', 'Research'].map((team) => (
        <Pill key={team}>
          <Dot aria-hidden />
          {team}
        </Pill>
      ))}
    </Box>
  );
}
