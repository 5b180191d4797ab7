import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface SelectionAnchor {
  getBoundingClientRect: () => DOMRect;
}

export default function SelectionTooltip() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<SelectionAnchor | null>(null);
  const [words, setWords] = React.useState(0);

  React.useEffect(() => {
    // The selection lives on the document, so it is read in this listener, never during render.
    function handleSelectionChange() {
      const selection = document.getSelection();
      const paragraph = textRef.current;
      if (!selection || selection.isCollapsed || selection.rangeCount === 0 || !paragraph) {
        setAnchor(null);
        return;
      }
      const range = selection.getRangeAt(0).cloneRange();
      if (!paragraph.contains(range.commonAncestorContainer)) {
        setAnchor(null);
        return;
      }
      setWords(range.toString().trim().split(/\s+/).filter(Boolean).length);
      // A virtual element: Popper only needs a rectangle, measured again on every update.
      setAnchor({getBoundingClientRect: () => range.getBoundingClientRect()});
    }
    document.addEventListener('selectionchange', handleSelectionChange);
    return () => document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  return (
    <Tooltip
      title={`${words} ${words === 1 ? 'word' : 'words'} selected`}
      placement="top"
      arrow
      describeChild
      open={anchor !== null}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{popper: {anchorEl: anchor}}}>
      <Typography ref={textRef} sx={{maxWidth: 520, mx: 'auto'}}>
        Select a few words in this paragraph with the mouse or with Shift and the arrow keys. The tooltip points at the
        selected text rather than at the paragraph, and it counts the words you picked. Clear the selection and it
        closes.
      </Typography>
    </Tooltip>
  );
}
