import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

type VirtualElement = {getBoundingClientRect: () => DOMRect; nodeType: 1};

export default function SelectionPopover() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<VirtualElement | null>(null);
  const [selected, setSelected] = React.useState('');

  const handleSelectionEnd = () => {
    // Read the selection in a handler, after the browser has updated it.
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      return;
    }
    const range = selection.getRangeAt(0);
    if (!textRef.current || !textRef.current.contains(range.commonAncestorContainer)) {
      return;
    }
    const rect = range.getBoundingClientRect();
    setSelected(selection.toString().trim());
    setAnchor({getBoundingClientRect: () => rect, nodeType: 1});
  };

  const words = selected ? selected.split(/\s+/).length : 0;

  return (
    <Box sx={{maxWidth: 520}}>
      <Typography variant="caption" component="p" sx={{color: 'text.secondary', mb: 1}}>
        Select some words in the paragraph below.
      </Typography>
      <Typography ref={textRef} variant="body1" onMouseUp={handleSelectionEnd} onKeyUp={handleSelectionEnd}>
        The lighthouse keeper logged the weather every four hours: wind direction, visibility and the
        height of the swell. Over thirty years the notebooks filled two shelves of the lamp room.
      </Typography>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{vertical: 'bottom', horizontal: 'center'}}
        transformOrigin={{vertical: 'top', horizontal: 'center'}}
        disableAutoFocus
        disableRestoreFocus>
        <Typography variant="body2" sx={{p: 1.5}}>
          {words} {words === 1 ? 'word' : 'words'}, {selected.length} characters selected
        </Typography>
      </Popover>
    </Box>
  );
}
