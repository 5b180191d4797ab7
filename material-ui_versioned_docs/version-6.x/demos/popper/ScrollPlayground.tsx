import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Popper, {type PopperPlacementType} from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const ARROW = 12;

export default function ScrollPlayground() {
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLSpanElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const [flip, setFlip] = React.useState(true);
  const [preventOverflow, setPreventOverflow] = React.useState(true);
  const [arrow, setArrow] = React.useState(true);

  // Start with the anchor in the middle of the scroll area (runs only in the browser).
  React.useEffect(() => {
    const box = scrollRef.current;
    if (box) {
      box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
      box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    }
  }, []);

  const open = Boolean(anchorEl);

  return (
    <Box>
      <FormGroup row sx={{columnGap: 2, alignItems: 'center'}}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={placement}
          onChange={(_event, next: PopperPlacementType | null) => next && setPlacement(next)}
          aria-label="Placement">
          {(['top', 'right', 'bottom', 'left'] as const).map((item) => (
            <ToggleButton key={item} value={item}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={flip} onChange={(event) => setFlip(event.target.checked)} />} label="flip" />
        <FormControlLabel
          control={<Switch checked={preventOverflow} onChange={(event) => setPreventOverflow(event.target.checked)} />}
          label="preventOverflow"
        />
        <FormControlLabel control={<Switch checked={arrow} onChange={(event) => setArrow(event.target.checked)} />} label="arrow" />
      </FormGroup>
      <Box
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label="Scrollable area"
        sx={{position: 'relative', height: 280, overflow: 'auto', mt: 2, border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Box sx={{width: '220%', height: 720, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
          <Button
            variant="contained"
            aria-describedby={open ? 'scroll-playground-popper' : undefined}
            onClick={(event) => {
              const target = event.currentTarget;
              setAnchorEl((current) => (current ? null : target));
            }}>
            {open ? 'Hide popper' : 'Show popper'}
          </Button>
        </Box>
        <Popper
          id="scroll-playground-popper"
          open={open}
          anchorEl={anchorEl}
          placement={placement}
          disablePortal
          modifiers={[
            {name: 'offset', options: {offset: [0, arrow ? ARROW : 4]}},
            {name: 'flip', enabled: flip, options: {padding: 8}},
            {name: 'preventOverflow', enabled: preventOverflow, options: {altAxis: true, padding: 8}},
            {name: 'arrow', enabled: arrow, options: {element: arrowEl}},
          ]}
          sx={{
            zIndex: 1,
            '&[data-popper-placement^="bottom"] .playground-arrow': {top: -ARROW / 2},
            '&[data-popper-placement^="top"] .playground-arrow': {bottom: -ARROW / 2},
            '&[data-popper-placement^="right"] .playground-arrow': {left: -ARROW / 2},
            '&[data-popper-placement^="left"] .playground-arrow': {right: -ARROW / 2},
          }}>
          {arrow ? (
            <Box
              component="span"
              ref={setArrowEl}
              className="playground-arrow"
              sx={{
                position: 'absolute',
                width: ARROW,
                height: ARROW,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  transform: 'rotate(45deg)',
                },
              }}
            />
          ) : null}
          <Paper variant="outlined" sx={{p: 1.5, maxWidth: 220}}>
            <Typography variant="body2">Scroll the box: the popper follows the button and reacts to the edges.</Typography>
          </Paper>
        </Popper>
      </Box>
    </Box>
  );
}
