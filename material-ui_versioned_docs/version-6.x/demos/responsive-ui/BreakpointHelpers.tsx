import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type {Theme} from '@mui/material/styles';

interface Helper {
  call: string;
  range: string;
  query: (theme: Theme) => string;
}

const helpers: Helper[] = [
  {call: "up('md')", range: '900px and wider', query: (theme) => theme.breakpoints.up('md')},
  {call: "down('sm')", range: 'narrower than 600px', query: (theme) => theme.breakpoints.down('sm')},
  {call: "between('sm', 'lg')", range: '600px up to 1200px', query: (theme) => theme.breakpoints.between('sm', 'lg')},
  {call: "only('md')", range: '900px up to 1200px', query: (theme) => theme.breakpoints.only('md')},
  {call: "not('xs')", range: '600px and wider', query: (theme) => theme.breakpoints.not('xs')},
];

// Each status is pure CSS: the media query from the helper swaps the colours and
// the visible word, so it is right on the server and needs no JavaScript.
function Status({query}: {query: Helper['query']}) {
  return (
    <Box
      sx={(theme) => ({
        flexShrink: 0,
        minWidth: 96,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        textAlign: 'center',
        fontSize: '0.8125rem',
        fontWeight: 600,
        bgcolor: 'action.selected',
        color: 'text.secondary',
        '& .status-match': {display: 'none'},
        [query(theme)]: {
          bgcolor: 'success.main',
          color: 'success.contrastText',
          '& .status-match': {display: 'inline'},
          '& .status-miss': {display: 'none'},
        },
      })}>
      <span className="status-match">matches</span>
      <span className="status-miss">no match</span>
    </Box>
  );
}

export default function BreakpointHelpers() {
  return (
    <List dense sx={{width: '100%', maxWidth: 520}}>
      {helpers.map((helper) => (
        <ListItem key={helper.call} divider sx={{gap: 2, justifyContent: 'space-between'}}>
          <Box sx={{minWidth: 0}}>
            <Typography component="code" sx={{fontFamily: 'monospace', fontSize: '0.875rem'}}>
              theme.breakpoints.{helper.call}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {helper.range}
            </Typography>
          </Box>
          <Status query={helper.query} />
        </ListItem>
      ))}
    </List>
  );
}
