import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

type VirtualElement = {getBoundingClientRect: () => DOMRect; contextElement?: Element};

export default function SelectionPopper() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<VirtualElement | null>(null);
  const [count, setCount] = React.useState(0);

  const handleSelectionEnd = () => {
    // Only read the selection inside event handlers, never during render.
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (!selection || selection.isCollapsed || !range || !textRef.current?.contains(range.commonAncestorContainer)) {
      setAnchor(null);
      return;
    }
    setCount(selection.toString().trim().length);
    setAnchor({getBoundingClientRect: () => range.getBoundingClientRect(), contextElement: textRef.current});
  };

  return (
    <Box sx={{maxWidth: 520}}>
      <Typography variant="caption" component="p" sx={{color: 'text.secondary', mb: 1}}>
        Select part of the paragraph; the page stays usable while the popper is shown.
      </Typography>
      <Typography ref={textRef} variant="body1" onMouseUp={handleSelectionEnd} onKeyUp={handleSelectionEnd}>
        Tidal islands are cut off from the mainland twice a day. Visitors who cross the causeway
        check the tide tables first, because the water returns faster than most people can walk.
      </Typography>
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement="top" transition sx={{zIndex: 'tooltip'}}>
        {({TransitionProps}) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={3} sx={{px: 1.5, py: 0.75, mb: 1}}>
              <Typography variant="body2">{count} characters selected</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
