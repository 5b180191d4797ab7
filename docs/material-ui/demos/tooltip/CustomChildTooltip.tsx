import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase, {type ButtonBaseProps} from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface MemberButtonProps extends ButtonBaseProps {
  initials: string;
}

// Tooltip attaches a ref and event handlers to its child: forward the ref and spread
// the remaining props onto the same element, or the tooltip never opens.
const MemberButton = React.forwardRef<HTMLButtonElement, MemberButtonProps>(function MemberButton(
  {initials, ...other},
  ref,
) {
  return (
    <ButtonBase ref={ref} {...other} sx={{borderRadius: '50%'}}>
      <Avatar component="span" sx={{bgcolor: 'primary.main'}}>
        {initials}
      </Avatar>
    </ButtonBase>
  );
});

export default function CustomChildTooltip() {
  return (
    <Stack direction="row" spacing={1} sx={{justifyContent: 'center'}}>
      <Tooltip title="Ada Lovelace">
        <MemberButton initials="AL" />
      </Tooltip>
      <Tooltip title="Alan Turing">
        <MemberButton initials="AT" />
      </Tooltip>
      <Tooltip title="Grace Hopper">
        <MemberButton initials="GH" />
      </Tooltip>
    </Stack>
  );
}
