import * as React from 'react';
import GlobalStyles from '@mui/system/GlobalStyles';
import { Switch } from '@mui/base/Switch';

const css = `
.ucs .relative { position: relative; }
.ucs .absolute { position: absolute; }
.ucs .inline-block { display: inline-block; }
.ucs .inset-0 { inset: 0; }
.ucs .w-10 { width: 2.5rem; }
.ucs .h-6 { height: 1.5rem; }
.ucs .size-4 { width: 1rem; height: 1rem; }
.ucs .top-1 { top: 0.25rem; }
.ucs .left-1 { left: 0.25rem; }
.ucs .m-0 { margin: 0; }
.ucs .opacity-0 { opacity: 0; }
.ucs .rounded-full { border-radius: 9999px; }
.ucs .cursor-pointer { cursor: pointer; }
.ucs .transition { transition: transform 150ms, background-color 150ms; }
.ucs .translate-x-4 { transform: translateX(1rem); }
.ucs .bg-white { background-color: #ffffff; }
.ucs .bg-muted { background-color: #6b7385; }
.ucs .bg-brand { background-color: #2f5fd0; }
[data-theme='dark'] .ucs .bg-white { background-color: #1b1f27; }
[data-theme='dark'] .ucs .bg-brand { background-color: #8fb3ff; }
.ucs .focus-ring.base--focusVisible { outline: 3px solid #2f5fd0; outline-offset: 2px; }
[data-theme='dark'] .ucs .focus-ring.base--focusVisible { outline-color: #8fb3ff; }
.ucs .disabled-faded.base--disabled { opacity: 0.5; cursor: not-allowed; }
.ucs .row { display: flex; align-items: center; gap: 0.75rem; }
`;

function ToggleSwitch(props: React.ComponentProps<typeof Switch>) {
  return (
    <Switch
      {...props}
      className="relative inline-block w-10 h-6 rounded-full cursor-pointer focus-ring disabled-faded"
      slotProps={{
        // A function receives the owner state, so classes can follow `checked`.
        track: (ownerState) => ({
          className: `absolute inset-0 rounded-full transition ${ownerState.checked ? 'bg-brand' : 'bg-muted'}`,
        }),
        thumb: (ownerState) => ({
          className: `absolute top-1 left-1 size-4 rounded-full bg-white transition ${ownerState.checked ? 'translate-x-4' : ''}`,
        }),
        input: { className: 'absolute inset-0 m-0 opacity-0 cursor-pointer w-10 h-6' },
      }}
    />
  );
}

export default function UtilityClassSwitch() {
  return (
    <div className="ucs" style={{ display: 'grid', gap: 12 }}>
      <GlobalStyles styles={css} />
      <label className="row">
        <ToggleSwitch defaultChecked />
        Automatic updates
      </label>
      <label className="row">
        <ToggleSwitch disabled />
        Beta channel (managed by your admin)
      </label>
    </div>
  );
}
