import Box from '@mui/system/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

const buttonSx = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  p: 0,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  cursor: 'pointer',
  '&:hover': {bgcolor: 'action.hover'},
  '&:focus-visible': {outline: 2, outlineColor: 'primary.main', outlineOffset: 2},
} as const;

export default function HiddenButtonLabel() {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
      <Box component="span" sx={{mr: 1, fontSize: 14}}>
        Draft: spring newsletter
      </Box>
      <Box component="button" type="button" sx={buttonSx}>
        <EditIcon fontSize="small" aria-hidden />
        {/* Read by screen readers as the button's name, invisible on screen. */}
        <Box component="span" sx={visuallyHidden}>
          Edit draft
        </Box>
      </Box>
      <Box component="button" type="button" sx={buttonSx}>
        <DeleteIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Delete draft
        </Box>
      </Box>
    </Box>
  );
}
