import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';

const reviewers = [
  {name: 'Ada Moreau', src: '/img/material-ui/avatar/ada.svg'},
  {name: 'Bruno Okafor', src: '/img/material-ui/avatar/bruno.svg'},
  {name: 'Chiara Rossi', src: '/img/material-ui/avatar/chiara.svg'},
];
const reviewerCount = 4250;

function compact(count: number): string {
  return count >= 1000 ? `${Math.floor(count / 100) / 10}k` : String(count);
}

export default function CustomSurplusAvatars() {
  return (
    <AvatarGroup
      total={reviewerCount}
      renderSurplus={(surplus) => (
        <span role="img" aria-label={`and ${surplus} more reviewers`} style={{fontSize: '0.8rem'}}>
          +{compact(surplus)}
        </span>
      )}
      slotProps={{surplus: {sx: {bgcolor: 'primary.main', color: 'primary.contrastText'}}}}>
      {reviewers.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </AvatarGroup>
  );
}
