import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, {type PaperProps} from '@mui/material/Paper';

// A paper that moves with the pointer while the title (marked with data-drag-handle) is held down.
// It uses plain pointer events, so no drag-and-drop library is needed.
function DraggablePaper(props: PaperProps) {
  const {style, ...other} = props;
  const [offset, setOffset] = React.useState({x: 0, y: 0});
  const drag = React.useRef<{startX: number; startY: number; x: number; y: number} | null>(null);

  const handlePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || !target.closest('[data-drag-handle]')) return;
    drag.current = {startX: event.clientX, startY: event.clientY, x: offset.x, y: offset.y};
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({x: start.x + event.clientX - start.startX, y: start.y + event.clientY - start.startY});
  };

  const handlePointerUp = () => {
    drag.current = null;
  };

  return (
    <Paper
      {...other}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      style={{...style, transform: `translate(${offset.x}px, ${offset.y}px)`}}
    />
  );
}

export default function DraggableDialog() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open draggable dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        PaperComponent={DraggablePaper}
        aria-labelledby="draggable-dialog-title"
      >
        <DialogTitle id="draggable-dialog-title" data-drag-handle sx={{cursor: 'move', touchAction: 'none'}}>
          Compare with the page behind
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Hold the title and drag to move this dialog out of the way, for example to read a value
            behind it. Everything in it also works without dragging.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
