import Box from '@mui/system/Box';

const itemSx = {p: 1.5, borderRadius: 1, fontSize: 14, bgcolor: 'action.selected'} as const;

export default function FlexGrowShrink() {
  return (
    <Box sx={{display: 'grid', gap: 3, width: '100%'}}>
      {/* A toolbar: the title takes the free space, the actions keep their size. */}
      <Box
        sx={{display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Box sx={{...itemSx, flexGrow: 1, bgcolor: 'transparent', fontWeight: 'bold'}}>flexGrow: 1</Box>
        <Box sx={{...itemSx, flexShrink: 0}}>Edit</Box>
        <Box sx={{...itemSx, flexShrink: 0}}>Share</Box>
      </Box>
      {/* Equal columns whatever their content. */}
      <Box sx={{display: 'flex', gap: 1}}>
        <Box sx={{...itemSx, flex: 1}}>flex: 1</Box>
        <Box sx={{...itemSx, flex: 1}}>flex: 1 with more content than its neighbours</Box>
        <Box sx={{...itemSx, flex: 1}}>flex: 1</Box>
      </Box>
      {/* A fixed sidebar next to a fluid main area. */}
      <Box sx={{display: 'flex', gap: 1}}>
        <Box sx={{...itemSx, flexBasis: 160, flexShrink: 0}}>flexBasis: 160</Box>
        <Box sx={{...itemSx, flexGrow: 1, minWidth: 0}}>flexGrow: 1, minWidth: 0</Box>
      </Box>
    </Box>
  );
}
