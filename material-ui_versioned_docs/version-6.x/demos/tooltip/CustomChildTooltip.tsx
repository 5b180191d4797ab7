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

const members = [
  {name: 'Ada Lovelace', initials: 'AL'},
  {name: 'Alan Turing', initials: 'AT'},
  {name: 'Grace Hopper', initials: 'GH'},
];

export default function CustomChildTooltip() {
  return (
    <Stack direction="row" spacing={1} sx={{justifyContent: 'center'}}>
      {members.map((member) => (
        <Tooltip key={member.initials} title={member.name}>
          {/* The button shows initials, so its name starts with them (people using speech input say
              what they see) and goes on with the full name; it overrides the title-based label. */}
          <MemberButton initials={member.initials} aria-label={`${member.initials}, ${member.name}`} />
        </Tooltip>
      ))}
    </Stack>
  );
}
