import * as React from 'react';
import styled from '@mui/system/styled';

const colors = {
  star: '#b45309',
  starDark: '#fbbf24',
  empty: '#7b8598',
  emptyDark: '#6b7385',
  focus: 'rgba(47, 95, 208, 0.45)',
  focusDark: 'rgba(143, 179, 255, 0.55)',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
};

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

function Star() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

export default function RatingRadios() {
  const name = React.useId();
  const [value, setValue] = React.useState<number | null>(null);
  const [hover, setHover] = React.useState<number | null>(null);
  const shown = hover ?? value ?? 0;

  return (
    <Fieldset>
      <Legend>Rate this recipe</Legend>
      <Stars onMouseLeave={() => setHover(null)}>
        {labels.map((label, index) => {
          const rating = index + 1;
          const id = `${name}-${rating}`;
          return (
            <React.Fragment key={rating}>
              <HiddenRadio
                type="radio"
                id={id}
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => setValue(rating)}
              />
              <StarLabel
                htmlFor={id}
                data-filled={rating <= shown || undefined}
                onMouseEnter={() => setHover(rating)}
              >
                <Star />
                <VisuallyHidden>{`${rating} ${rating === 1 ? 'star' : 'stars'}, ${label}`}</VisuallyHidden>
              </StarLabel>
            </React.Fragment>
          );
        })}
      </Stars>
      <Caption aria-hidden>{shown > 0 ? labels[shown - 1] : 'Not rated yet'}</Caption>
      <ClearButton type="button" onClick={() => setValue(null)} disabled={value === null}>
        Clear rating
      </ClearButton>
    </Fieldset>
  );
}

const Stars = styled('div')({
  display: 'inline-flex',
  gap: 2,
});

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

const StarLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  borderRadius: 4,
  color: colors.empty,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.emptyDark }),
  '&[data-filled]': {
    color: colors.star,
    fill: 'currentColor',
    ...theme.applyStyles('dark', { color: colors.starDark }),
  },
  // The radio sits right before its label: show its keyboard focus on the star.
  'input:focus-visible + &': {
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
}));

const VisuallyHidden = styled('span')({
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

const Caption = styled('span')({
  display: 'inline-block',
  minWidth: 90,
  marginLeft: 12,
  fontSize: '0.875rem',
  verticalAlign: 'super',
});

const ClearButton = styled('button')(({ theme }) => ({
  display: 'block',
  marginTop: 8,
  padding: '4px 10px',
  border: `1px solid ${colors.border}`,
  borderRadius: 6,
  font: 'inherit',
  fontSize: '0.8125rem',
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark, borderColor: colors.borderDark }),
  '&:disabled': { opacity: 0.5, cursor: 'default' },
}));

const Fieldset = styled('fieldset')({
  position: 'relative',
  margin: 0,
  padding: 0,
  border: 0,
});

const Legend = styled('legend')({
  marginBottom: 6,
  padding: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
});
