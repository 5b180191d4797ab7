import Box from '@mui/system/Box';
import useTheme from '@mui/system/useTheme';

const cellSx = {px: 1.5, py: 0.75, textAlign: 'left', borderBottom: 1, borderColor: 'divider'} as const;

export default function SizingMaxWidth() {
  const theme = useTheme();
  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box component="table" sx={{borderCollapse: 'collapse', fontSize: 14}}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cellSx}>
              Value
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              Style from theme.unstable_sx
            </Box>
          </tr>
        </thead>
        <tbody>
          {theme.breakpoints.keys.map((key) => (
            <tr key={key}>
              <Box component="th" scope="row" sx={{...cellSx, fontFamily: 'monospace', fontWeight: 'normal'}}>
                maxWidth: &apos;{key}&apos;
              </Box>
              <Box component="td" sx={{...cellSx, fontFamily: 'monospace'}}>
                {Object.entries(theme.unstable_sx({maxWidth: key}))
                  .map(([property, value]) => `${property}: ${JSON.stringify(value)}`)
                  .join('; ')}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{maxWidth: 'sm', mx: 'auto', p: 2, borderRadius: 1, border: 1, borderColor: 'divider', fontSize: 14}}>
        This box has maxWidth: &apos;sm&apos; and mx: &apos;auto&apos;, so it never grows wider than the sm breakpoint
        and stays centred.
      </Box>
    </Box>
  );
}
