import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

// How much of the closed drawer peeks out above the bottom edge.
const bleeding = 56;

export default function SwipeableEdgeDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);
  // The frame element, kept in state so the drawer can use it as its container once it exists.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 360,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
        p: 2,
      }}>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{bgcolor: 'background.paper'}}>
        Show results
      </Button>
      {/* Rendered once the frame exists, so the drawer never mounts outside it. */}
      {frame ? (
        <SwipeableDrawer
          anchor="bottom"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          swipeAreaWidth={2000}
          allowSwipeInChildren
          ModalProps={{container: frame, keepMounted: true}}
          slotProps={{
            transition: {container: frame},
            swipeArea: {style: {position: 'absolute', height: bleeding}},
          }}
          sx={{
            position: 'absolute',
            '& .MuiBackdrop-root': {position: 'absolute'},
            '& > .MuiPaper-root': {
              position: 'absolute',
              height: `calc(80% - ${bleeding}px)`,
              overflow: 'visible',
            },
          }}>
          {/* The handle sits above the paper, so it stays visible while the drawer is closed. */}
          <Box
            sx={{
              position: 'absolute',
              top: -bleeding,
              left: 0,
              right: 0,
              height: bleeding,
              visibility: 'visible',
              bgcolor: 'background.paper',
              borderTopLeftRadius: 8,
              borderTopRightRadius: 8,
              boxShadow: '0 -2px 6px rgba(0, 0, 0, 0.12)',
            }}>
            <Box
              sx={{
                width: 32,
                height: 6,
                bgcolor: 'grey.400',
                borderRadius: 3,
                position: 'absolute',
                top: 8,
                left: 'calc(50% - 16px)',
              }}
            />
            <Typography sx={{p: 2, pt: 2.5, color: 'text.secondary'}}>24 results</Typography>
          </Box>
          <Box sx={{px: 2, pb: 2, height: '100%', overflow: 'auto'}}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rectangular" height={64} sx={{mb: 1}} />
            ))}
          </Box>
        </SwipeableDrawer>
      ) : null}
    </Box>
  );
}
