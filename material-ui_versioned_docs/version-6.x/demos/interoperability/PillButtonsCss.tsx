import * as React from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';

// Plain CSS: in an app this lives in a .css file. The demo injects it so that the whole
// example stays in one editable file. Pairing the class with the global MuiButton-* class
// names gives the rules enough specificity to beat the component's own styles.
const css = `
.pill-buttons {
  display: flex;
  gap: 16px;
}
.pill-button.MuiButton-root {
  border-radius: 999px;
  padding-inline: 24px;
  text-transform: none;
}
.pill-button.MuiButton-contained,
.pill-button.MuiButton-contained:hover {
  box-shadow: none;
}
.pill-button.MuiButton-outlined,
.pill-button.MuiButton-outlined:hover {
  border-width: 2px;
}
`;

export default function PillButtonsCss() {
  return (
    <div className="pill-buttons">
      <GlobalStyles styles={css} />
      <Button variant="contained" className="pill-button">
        Subscribe
      </Button>
      <Button variant="outlined" className="pill-button">
        Learn more
      </Button>
    </div>
  );
}
