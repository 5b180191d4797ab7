import * as React from 'react';
import GlobalStyles from '@mui/system/GlobalStyles';
import { Button } from '@mui/base/Button';

// A few utility classes in the spirit of Tailwind CSS, scoped to this demo.
// State utilities pair a utility with a Base UI state class, like `[&.base--disabled]:opacity-50`.
const css = `
.ucb .inline-flex { display: inline-flex; align-items: center; }
.ucb .gap-2 { gap: 0.5rem; }
.ucb .px-4 { padding-left: 1rem; padding-right: 1rem; }
.ucb .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.ucb .rounded-lg { border-radius: 0.5rem; }
.ucb .border-0 { border: 0; }
.ucb .font-semibold { font: inherit; font-weight: 600; }
.ucb .cursor-pointer { cursor: pointer; }
.ucb .bg-brand { background-color: #2f5fd0; color: #ffffff; }
.ucb .bg-subtle { background-color: #e8ecf5; color: #1b2230; }
[data-theme='dark'] .ucb .bg-brand { background-color: #8fb3ff; color: #0d1526; }
[data-theme='dark'] .ucb .bg-subtle { background-color: #2a303d; color: #e6eaf2; }
.ucb .active-shift.base--active { transform: translateY(1px); }
.ucb .focus-ring.base--focusVisible { outline: 3px solid #2f5fd0; outline-offset: 2px; }
[data-theme='dark'] .ucb .focus-ring.base--focusVisible { outline-color: #8fb3ff; }
.ucb .disabled-faded.base--disabled { opacity: 0.5; cursor: not-allowed; }
`;

const buttonClasses =
  'inline-flex gap-2 px-4 py-2 rounded-lg border-0 font-semibold cursor-pointer active-shift focus-ring disabled-faded';

export default function UtilityClassButton() {
  return (
    <div className="ucb" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <GlobalStyles styles={css} />
      <Button className={`${buttonClasses} bg-brand`}>Deploy</Button>
      <Button className={`${buttonClasses} bg-subtle`}>Preview</Button>
      <Button className={`${buttonClasses} bg-brand`} disabled>
        Rollback
      </Button>
    </div>
  );
}
