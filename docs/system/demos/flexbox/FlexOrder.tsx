import Box from '@mui/system/Box';

const panelSx = {p: 2, borderRadius: 1, fontSize: 14} as const;

export default function FlexOrder() {
  return (
    <Box sx={{display: 'flex', flexDirection: {xs: 'column', md: 'row'}, gap: 2, width: '100%'}}>
      <Box sx={{...panelSx, flex: 1, bgcolor: 'action.hover'}}>
        Main content: first in the source and for screen readers.
      </Box>
      {/* On small screens the summary moves above the main content; from md it sits on the right. */}
      <Box
        sx={{
          ...panelSx,
          order: {xs: -1, md: 0},
          flexBasis: {md: 240},
          flexShrink: 0,
          alignSelf: {md: 'flex-start'},
          border: 1,
          borderColor: 'primary.main',
        }}>
        Summary: order 1 of 3, ships Friday.
      </Box>
    </Box>
  );
}
