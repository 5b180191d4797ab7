import * as React from 'react';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function RichTooltip() {
  return (
    <Typography>
      Your plan includes{' '}
      <Tooltip
        describeChild
        enterDelay={300}
        leaveDelay={200}
        title={
          <React.Fragment>
            <Typography variant="subtitle2" component="span" sx={{display: 'block'}}>
              Fair use policy
            </Typography>
            Up to 500 GB a month at full speed, then 10 Mbit/s until the next billing date.
          </React.Fragment>
        }>
        <Link component="button" underline="always" sx={{verticalAlign: 'baseline'}}>
          unlimited transfer
        </Link>
      </Tooltip>{' '}
      for every project.
    </Typography>
  );
}
