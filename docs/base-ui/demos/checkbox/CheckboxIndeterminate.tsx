import * as React from 'react';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#5f687a',
  borderDark: '#9aa3b5',
  checkmark: '#ffffff',
  checkmarkDark: '#0d1526',
};

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions'];

type TriStateCheckboxProps = React.ComponentPropsWithoutRef<'input'> & { indeterminate: boolean };

// `indeterminate` exists only as a DOM property, so set it in an effect.
function TriStateCheckbox({ indeterminate, ...other }: TriStateCheckboxProps) {
  const ref = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (ref.current) {
      ref.current.indeterminate = indeterminate;
    }
  }, [indeterminate]);
  return <Checkbox ref={ref} type="checkbox" {...other} />;
}

export default function CheckboxIndeterminate() {
  const [selected, setSelected] = React.useState<string[]>(['Olives']);
  const listId = React.useId();
  const allChecked = selected.length === toppings.length;
  const someChecked = selected.length > 0 && !allChecked;

  const toggle = (topping: string, checked: boolean) =>
    setSelected((current) =>
      checked ? toppings.filter((t) => t === topping || current.includes(t)) : current.filter((t) => t !== topping),
    );

  return (
    <div>
      <ParentLabel>
        <TriStateCheckbox
          checked={allChecked}
          indeterminate={someChecked}
          aria-controls={listId}
          onChange={(event) => setSelected(event.target.checked ? toppings : [])}
        />
        All toppings
      </ParentLabel>
      <List id={listId}>
        {toppings.map((topping) => (
          <li key={topping}>
            <label>
              <Checkbox
                type="checkbox"
                checked={selected.includes(topping)}
                onChange={(event) => toggle(topping, event.target.checked)}
              />
              {topping}
            </label>
          </li>
        ))}
      </List>
    </div>
  );
}

const Checkbox = styled('input')(({ theme }) => ({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: 18,
  height: 18,
  margin: 0,
  borderRadius: 4,
  border: `2px solid ${colors.border}`,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&:checked, &:indeterminate': {
    borderColor: colors.accent,
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark, backgroundColor: colors.accentDark }),
  },
  '&:checked::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 0,
    width: 5,
    height: 10,
    border: `solid ${colors.checkmark}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
    ...theme.applyStyles('dark', { borderColor: colors.checkmarkDark }),
  },
  // A dash for the mixed state.
  '&:indeterminate::after': {
    content: '""',
    position: 'absolute',
    left: 2,
    top: 6,
    width: 10,
    height: 2,
    backgroundColor: colors.checkmark,
    ...theme.applyStyles('dark', { backgroundColor: colors.checkmarkDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const ParentLabel = styled('label')({ display: 'flex', alignItems: 'center', gap: 10, fontWeight: 600 });

const List = styled('ul')({
  listStyle: 'none',
  margin: '8px 0 0',
  padding: '0 0 0 28px',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '& label': { display: 'flex', alignItems: 'center', gap: 10 },
});
