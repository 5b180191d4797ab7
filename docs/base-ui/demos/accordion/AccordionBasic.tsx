import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  border: '#c3cad5',
  borderDark: '#3a4150',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  hover: '#f2f5f9',
  hoverDark: '#262b35',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  focus: '#2f5fd0',
  focusDark: '#8fb3ff',
};

type AccordionItemProps = {
  title: string;
  defaultExpanded?: boolean;
  children: React.ReactNode;
};

function AccordionItem({ title, defaultExpanded = false, children }: AccordionItemProps) {
  const [expanded, setExpanded] = React.useState(defaultExpanded);
  const buttonId = React.useId();
  const panelId = React.useId();
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'button' });

  return (
    <Item>
      <Heading>
        <Trigger
          {...getRootProps({ onClick: () => setExpanded((value) => !value) })}
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          data-focus-visible={focusVisible || undefined}
        >
          {title}
          <Chevron aria-hidden />
        </Trigger>
      </Heading>
      <Panel id={panelId} role="region" aria-labelledby={buttonId} data-expanded={expanded || undefined}>
        <PanelContent>{children}</PanelContent>
      </Panel>
    </Item>
  );
}

export default function AccordionBasic() {
  return (
    <Accordion>
      <AccordionItem title="What is included in the trial?" defaultExpanded>
        Every feature of the Team plan for 30 days, for up to five people.
      </AccordionItem>
      <AccordionItem title="Can I change plans later?">
        Yes. Upgrades apply at once; downgrades apply at the end of the billing period.
      </AccordionItem>
      <AccordionItem title="How do I export my data?">
        Open Settings, then Data, and choose <strong>Export</strong>. You receive a ZIP archive
        by email.
      </AccordionItem>
    </Accordion>
  );
}

const Accordion = styled('div')(({ theme }) => ({
  maxWidth: 480,
  border: `1px solid ${colors.border}`,
  borderRadius: 10,
  overflow: 'hidden',
  color: colors.text,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
}));

const Item = styled('div')(({ theme }) => ({
  '& + &': {
    borderTop: `1px solid ${colors.border}`,
    ...theme.applyStyles('dark', { borderTopColor: colors.borderDark }),
  },
}));

const Heading = styled('h3')({
  margin: 0,
  fontSize: '1rem',
});

const Trigger = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  width: '100%',
  padding: '14px 16px',
  border: 0,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&[data-focus-visible]': {
    outline: `2px solid ${colors.focus}`,
    outlineOffset: -2,
    ...theme.applyStyles('dark', { outlineColor: colors.focusDark }),
  },
}));

const Chevron = styled('span')({
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg)',
  transition: 'transform 200ms',
  '[aria-expanded="true"] > &': { transform: 'rotate(225deg)' },
});

// Animating grid-template-rows from 0fr to 1fr opens the panel to its natural height.
// `visibility` hides the collapsed content from the keyboard and from screen readers.
const Panel = styled('div')({
  display: 'grid',
  gridTemplateRows: '0fr',
  visibility: 'hidden',
  transition: 'grid-template-rows 200ms ease, visibility 200ms',
  '&[data-expanded]': {
    gridTemplateRows: '1fr',
    visibility: 'visible',
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const PanelContent = styled('div')({
  minHeight: 0,
  overflow: 'hidden',
  padding: '0 16px',
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  '&::after': { content: '""', display: 'block', height: 14 },
});
