import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  border: '#c3cad5',
  borderDark: '#3a4150',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
};

const steps = [
  { title: '1. Account', body: 'Choose an email address and a password of at least 12 characters.' },
  { title: '2. Workspace', body: 'Name your workspace and pick the region where its data is stored.' },
  { title: '3. Invitations', body: 'Invite teammates now, or skip this step and do it later.' },
];

type SectionProps = {
  title: string;
  expanded: boolean;
  onToggle: () => void;
  children: React.ReactNode;
};

function Section({ title, expanded, onToggle, children }: SectionProps) {
  const buttonId = React.useId();
  const panelId = React.useId();
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'button' });

  return (
    <div>
      <Heading>
        <Trigger
          {...getRootProps({ onClick: onToggle })}
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          data-accordion-trigger=""
          data-focus-visible={focusVisible || undefined}
        >
          {title}
        </Trigger>
      </Heading>
      {/* Only one panel is open here, so hiding the others with `hidden` is enough. */}
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
        {children}
      </Panel>
    </div>
  );
}

export default function AccordionExclusive() {
  const [expanded, setExpanded] = React.useState<number | null>(0);

  // Optional keys of the APG accordion pattern: move between headers with arrows, Home and End.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]'),
    );
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const last = triggers.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  };

  return (
    <Accordion onKeyDown={handleKeyDown}>
      {steps.map((step, index) => (
        <Section
          key={step.title}
          title={step.title}
          expanded={expanded === index}
          onToggle={() => setExpanded((current) => (current === index ? null : index))}
        >
          {step.body}
        </Section>
      ))}
    </Accordion>
  );
}

const Accordion = styled('div')(({ theme }) => ({
  maxWidth: 480,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  color: colors.text,
  ...theme.applyStyles('dark', { color: colors.textDark }),
}));

const Heading = styled('h3')({
  margin: 0,
  fontSize: '1rem',
});

const Trigger = styled('button')(({ theme }) => ({
  width: '100%',
  padding: '12px 16px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  color: 'inherit',
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
  '&[aria-expanded="true"]': {
    borderColor: colors.accent,
    borderBottomLeftRadius: 0,
    borderBottomRightRadius: 0,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&[data-focus-visible]': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Panel = styled('div')(({ theme }) => ({
  padding: '12px 16px',
  border: `1px solid ${colors.accent}`,
  borderTop: 0,
  borderRadius: '0 0 8px 8px',
  fontSize: '0.9375rem',
  ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
}));
