import Box from '@mui/material/Box';

export default function PositionedBadge() {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 4}}>
      {/* position: relative makes the box the reference for its absolute child. */}
      <Box
        role="img"
        aria-label="Inbox, 3 unread messages"
        sx={{
          position: 'relative',
          width: 56,
          height: 56,
          borderRadius: 2,
          bgcolor: 'action.selected',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'bold',
        }}>
        <span aria-hidden>IN</span>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: -6,
            right: -6,
            minWidth: 22,
            height: 22,
            px: 0.5,
            borderRadius: '11px',
            display: 'grid',
            placeItems: 'center',
            fontSize: 12,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            border: 2,
            borderColor: 'background.paper',
          }}>
          3
        </Box>
      </Box>
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Contacts, scrollable"
        sx={{
          height: 140,
          width: 200,
          overflow: 'auto',
          m: 0,
          p: 0,
          listStyle: 'none',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}>
        {['A', 'B', 'C'].map((letter) => (
          <li key={letter}>
            {/* position: sticky keeps each letter heading at the top while its group scrolls. */}
            <Box
              sx={{
                position: 'sticky',
                top: 0,
                px: 1.5,
                py: 0.5,
                fontWeight: 'bold',
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
              }}>
              {letter}
            </Box>
            <Box component="ul" sx={{m: 0, p: 0, listStyle: 'none'}}>
              {[1, 2, 3].map((n) => (
                <Box component="li" key={n} sx={{px: 1.5, py: 0.75, fontSize: 14}}>
                  {letter}-contact {n}
                </Box>
              ))}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
