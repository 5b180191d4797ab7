import styled from '@mui/system/styled';

const Panel = styled('section')(({theme}) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid #c7ced6',
  // Breakpoint helpers come from the theme too.
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    padding: theme.spacing(2, 3),
  },
  ...theme.applyStyles('dark', {borderColor: '#3b4551'}),
}));

const Title = styled('h3')({margin: 0, fontSize: 18});

const Action = styled('button')(({theme}) => ({
  justifySelf: 'start',
  padding: theme.spacing(0.75, 2),
  font: 'inherit',
  border: '1px solid currentColor',
  borderRadius: theme.shape.borderRadius,
  color: 'inherit',
  background: 'transparent',
  cursor: 'pointer',
  '&:focus-visible': {outline: '2px solid currentColor', outlineOffset: 2},
}));

export default function StyledThemeFunction() {
  return (
    <Panel sx={{maxWidth: 520}}>
      <div>
        <Title>Storage plan</Title>
        <p style={{margin: 0}}>Padding, radius and breakpoint come from the theme.</p>
      </div>
      <Action type="button">Upgrade</Action>
    </Panel>
  );
}
