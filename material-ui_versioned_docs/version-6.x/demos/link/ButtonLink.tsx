import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ButtonLink() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Typography sx={{maxWidth: 520}}>
      Our studio restores vintage furniture using traditional joinery and natural finishes.
      {expanded && ' Every piece is cleaned, repaired and oiled by hand, which takes two to four weeks.'}{' '}
      <Link
        component="button"
        variant="body1"
        aria-expanded={expanded}
        onClick={() => setExpanded((prev) => !prev)}
        sx={{verticalAlign: 'baseline'}}
      >
        {expanded ? 'Show less' : 'Read more'}
      </Link>
    </Typography>
  );
}
