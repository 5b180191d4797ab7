import * as React from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import usePagination from '@mui/material/usePagination';

const labels = {first: 'First', last: 'Last', previous: 'Previous', next: 'Next'} as const;

export default function UsePagination() {
  const {items} = usePagination({count: 15, defaultPage: 7, siblingCount: 1});

  return (
    <nav aria-label="Chapters">
      <Box component="ul" sx={{listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5}}>
        {items.map(({page, type, selected, ...item}, index) => {
          let content: React.ReactNode;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            content = (
              <Typography component="span" sx={{px: 1}} aria-hidden>
                …
              </Typography>
            );
          } else if (type === 'page') {
            content = (
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                aria-current={selected ? 'page' : undefined}
                aria-label={`Chapter ${page}`}
                sx={{minWidth: 36}}
                {...item}>
                {page}
              </Button>
            );
          } else {
            content = (
              <Button size="small" {...item}>
                {labels[type]}
              </Button>
            );
          }
          return (
            <Box component="li" key={index} sx={{display: 'flex', alignItems: 'center'}}>
              {content}
            </Box>
          );
        })}
      </Box>
    </nav>
  );
}
