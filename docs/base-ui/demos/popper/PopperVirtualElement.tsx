import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import styled from '@mui/system/styled';

const colors = {
  text: '#1b2230',
  textDark: '#e6eaf2',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
  border: '#c9d1de',
  borderDark: '#3a4358',
};

const offsetModifier = [{ name: 'offset', options: { offset: [0, 6] } }];

interface VirtualAnchor {
  getBoundingClientRect: () => DOMRect;
}

export default function PopperVirtualElement() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [length, setLength] = React.useState(0);

  React.useEffect(() => {
    const handleSelectionChange = () => {
      const selection = document.getSelection();
      const text = textRef.current;
      if (!selection || selection.isCollapsed || selection.rangeCount === 0 || !text) {
        setAnchor(null);
        return;
      }
      const range = selection.getRangeAt(0);
      if (!text.contains(range.commonAncestorContainer)) {
        setAnchor(null);
        return;
      }
      setLength(selection.toString().length);
      // A virtual element: Popper only needs the rectangle to position against.
      setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
    };
    document.addEventListener('selectionchange', handleSelectionChange);
    return () => document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  return (
    <div>
      <p ref={textRef}>
        Select a few words of this sentence with the mouse or with Shift and the arrow keys,
        and a small counter appears above the selection, positioned by Popper against the
        rectangle of the selected text.
      </p>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="top"
        modifiers={offsetModifier}
        slots={{ root: Bubble }}
      >
        {length} characters selected
      </Popper>
    </div>
  );
}

const Bubble = styled('div')(({ theme }) => ({
  zIndex: 1000,
  padding: '4px 10px',
  borderRadius: 6,
  border: `1px solid ${colors.border}`,
  fontSize: '0.8125rem',
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 4px 12px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
}));
