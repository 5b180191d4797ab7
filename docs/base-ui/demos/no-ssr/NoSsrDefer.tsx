import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  skeleton: '#e4e8ef',
  skeletonDark: '#2b3140',
};

function ViewportSize() {
  const [size, setSize] = React.useState(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));

  React.useEffect(() => {
    const handleResize = () => {
      setSize({ width: window.innerWidth, height: window.innerHeight });
    };
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);

  return (
    <Value>
      {size.width} × {size.height} px
    </Value>
  );
}

export default function NoSsrDefer() {
  return (
    <Card>
      <span>Browser window</span>
      <NoSsr defer fallback={<Skeleton aria-label="Loading the window size" role="img" />}>
        <ViewportSize />
      </NoSsr>
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 220,
  padding: 16,
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
}));

// The fallback has the size of the final value, so nothing moves when it is replaced.
const Skeleton = styled('span')(({ theme }) => ({
  display: 'block',
  width: 140,
  height: 32,
  borderRadius: 6,
  backgroundColor: colors.skeleton,
  ...theme.applyStyles('dark', { backgroundColor: colors.skeletonDark }),
}));

const Value = styled('strong')(({ theme }) => ({
  display: 'block',
  height: 32,
  fontSize: '1.5rem',
  lineHeight: '32px',
  color: colors.accent,
  ...theme.applyStyles('dark', { color: colors.accentDark }),
}));
