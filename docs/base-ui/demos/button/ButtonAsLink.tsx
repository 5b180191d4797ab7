import * as React from 'react';
import { Button } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0d1526',
  focus: 'rgba(47, 95, 208, 0.45)',
  focusDark: 'rgba(143, 179, 255, 0.55)',
};

type AppLinkProps = React.ComponentPropsWithoutRef<'a'> & { to: string };

// Stands in for a router's link component: it takes `to` instead of `href`.
const AppLink = React.forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, ...other },
  ref,
) {
  return <a ref={ref} href={to} {...other} />;
});

// Strips the `ownerState` prop that Base UI passes to slot components.
const AppLinkSlot = prepareForSlot(AppLink);

export default function ButtonAsLink() {
  return (
    <Row>
      <Button className="link-button" href="/base-ui/getting-started/accessibility/">
        Accessibility guide
      </Button>
      <Button className="link-button" slots={{ root: AppLinkSlot }} to="/base-ui/react-button/components-api/">
        Button API reference
      </Button>
    </Row>
  );
}

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  '& .link-button': {
    display: 'inline-block',
    fontWeight: 600,
    padding: '8px 16px',
    borderRadius: 8,
    color: '#ffffff',
    backgroundColor: colors.accent,
    textDecoration: 'none',
    ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  },
  '& .link-button.base--focusVisible': {
    outline: 'none',
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
  '& .link-button.base--active': {
    transform: 'translateY(1px)',
  },
}));
