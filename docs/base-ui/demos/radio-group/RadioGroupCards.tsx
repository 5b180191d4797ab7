import * as React from 'react';
import styled from '@mui/system/styled';

const colors = {
  border: '#7b8598',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  selected: '#eef3ff',
  selectedDark: '#1e2a47',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  muted: '#4a5366',
  mutedDark: '#b3bac6',
  focus: 'rgba(47, 95, 208, 0.35)',
  focusDark: 'rgba(143, 179, 255, 0.45)',
};

const plans = [
  { value: 'starter', title: 'Starter', price: '€0', detail: 'One project, community support.' },
  { value: 'team', title: 'Team', price: '€12', detail: 'Ten projects, shared workspaces.' },
  { value: 'business', title: 'Business', price: '€39', detail: 'Unlimited projects, audit log, SSO.' },
];

function PlanCard({
  plan,
  name,
  checked,
  onSelect,
}: {
  plan: (typeof plans)[number];
  name: string;
  checked: boolean;
  onSelect: (value: string) => void;
}) {
  const titleId = React.useId();
  const detailId = React.useId();

  return (
    <Card>
      <HiddenRadio
        type="radio"
        name={name}
        value={plan.value}
        checked={checked}
        onChange={(event) => onSelect(event.target.value)}
        // Name from the title and price only; the details become the description.
        aria-labelledby={titleId}
        aria-describedby={detailId}
      />
      <Title id={titleId}>
        {plan.title} <Price>{plan.price} / month</Price>
      </Title>
      <Detail id={detailId}>{plan.detail}</Detail>
    </Card>
  );
}

export default function RadioGroupCards() {
  const name = React.useId();
  const [plan, setPlan] = React.useState('team');

  return (
    <Fieldset>
      <Legend>Plan</Legend>
      <Cards>
        {plans.map((item) => (
          <PlanCard
            key={item.value}
            plan={item}
            name={name}
            checked={plan === item.value}
            onSelect={setPlan}
          />
        ))}
      </Cards>
    </Fieldset>
  );
}

// The whole card is the label, so it is the click target; the radio inside stays native.
const Card = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'block',
  padding: 14,
  border: `1px solid ${colors.border}`,
  borderRadius: 10,
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:has(input:checked)': {
    borderColor: colors.accent,
    boxShadow: `inset 0 0 0 1px ${colors.accent}`,
    backgroundColor: colors.selected,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `inset 0 0 0 1px ${colors.accentDark}`,
      backgroundColor: colors.selectedDark,
    }),
  },
  '&:has(input:focus-visible)': {
    outline: `3px solid ${colors.focus}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.focusDark }),
  },
}));

// Visually hidden but still focusable and announced.
const HiddenRadio = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const Title = styled('span')({
  display: 'block',
  fontWeight: 700,
});

const Price = styled('span')({
  fontWeight: 400,
  fontSize: '0.875rem',
});

const Detail = styled('span')(({ theme }) => ({
  display: 'block',
  marginTop: 4,
  fontSize: '0.8125rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));

const Cards = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: 12,
});

const Fieldset = styled('fieldset')({
  margin: 0,
  padding: 0,
  border: 0,
});

const Legend = styled('legend')({
  marginBottom: 8,
  padding: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
});
