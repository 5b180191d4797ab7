import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  border: '#7b8598',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  pressed: '#dfe8ff',
  pressedDark: '#2a3a66',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
};

const tools = [
  { id: 'bold', label: 'Bold', glyph: 'B', style: { fontWeight: 700 } },
  { id: 'italic', label: 'Italic', glyph: 'I', style: { fontStyle: 'italic' } },
  { id: 'underline', label: 'Underline', glyph: 'U', style: { textDecoration: 'underline' } },
  { id: 'strike', label: 'Strikethrough', glyph: 'S', style: { textDecoration: 'line-through' } },
] as const;

type ToolId = (typeof tools)[number]['id'];

type ToolButtonProps = {
  label: string;
  pressed: boolean;
  tabIndex: number;
  onClick: () => void;
  onFocus: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
  children: React.ReactNode;
};

function ToolButton({ label, pressed, tabIndex, onClick, onFocus, buttonRef, children }: ToolButtonProps) {
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'button', rootRef: buttonRef });

  return (
    <StyledToggle
      {...getRootProps({ onClick, onFocus, tabIndex })}
      aria-pressed={pressed}
      aria-label={label}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </StyledToggle>
  );
}

export default function ToggleButtonsToolbar() {
  const [active, setActive] = React.useState<ToolId[]>([]);
  // Roving tabindex: only one button of the toolbar is in the Tab order.
  const [focusIndex, setFocusIndex] = React.useState(0);
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const last = tools.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <Toolbar role="toolbar" aria-label="Formatting" onKeyDown={handleKeyDown}>
        {tools.map((tool, index) => (
          <ToolButton
            key={tool.id}
            label={tool.label}
            pressed={active.includes(tool.id)}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() =>
              setActive((current) =>
                current.includes(tool.id)
                  ? current.filter((id) => id !== tool.id)
                  : [...current, tool.id],
              )
            }
            buttonRef={(element) => {
              buttons.current[index] = element;
            }}
          >
            <span aria-hidden style={tool.style}>
              {tool.glyph}
            </span>
          </ToolButton>
        ))}
      </Toolbar>
      <p>
        Active: {active.length > 0 ? active.join(', ') : 'none'}. Tab into the toolbar, then use the
        arrow keys.
      </p>
    </div>
  );
}

const StyledToggle = styled('button')(({ theme }) => ({
  width: 36,
  height: 36,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: 6,
  font: 'inherit',
  fontSize: '1rem',
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark }),
  '&[aria-pressed="true"]': {
    borderColor: colors.accent,
    backgroundColor: colors.pressed,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      backgroundColor: colors.pressedDark,
    }),
  },
  '&[data-focus-visible]': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Toolbar = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  border: `1px solid ${colors.border}`,
  borderRadius: 10,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
}));
