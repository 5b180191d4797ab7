import * as React from 'react';
import GlobalStyles from '@mui/system/GlobalStyles';
import { Switch } from '@mui/base/Switch';
import { ClassNameConfigurator } from '@mui/base/utils';

// Your own naming scheme instead of base-* classes, chosen from the owner state.
const css = `
.toggle { position: relative; display: inline-block; width: 44px; height: 24px; }
.toggle__track { position: absolute; inset: 0; border-radius: 12px; background-color: #6b7385; transition: background-color 150ms; }
.toggle__track--on { background-color: #2f5fd0; }
.toggle__thumb { position: absolute; top: 4px; left: 4px; width: 16px; height: 16px; border-radius: 50%; background-color: #ffffff; transition: transform 150ms; }
.toggle__thumb--on { transform: translateX(20px); }
.toggle__input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; z-index: 1; }
.toggle--focus-visible .toggle__track { outline: 2px solid #2f5fd0; outline-offset: 2px; }
[data-theme='dark'] .toggle__track--on { background-color: #8fb3ff; }
[data-theme='dark'] .toggle__thumb { background-color: #1b1f27; }
[data-theme='dark'] .toggle--focus-visible .toggle__track { outline-color: #8fb3ff; }
`;

export default function OwnClassNames() {
  return (
    <ClassNameConfigurator disableDefaultClasses>
      <GlobalStyles styles={css} />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
        <Switch
          defaultChecked
          slotProps={{
            root: (state) => ({
              className: state.focusVisible ? 'toggle toggle--focus-visible' : 'toggle',
            }),
            track: (state) => ({
              className: state.checked ? 'toggle__track toggle__track--on' : 'toggle__track',
            }),
            thumb: (state) => ({
              className: state.checked ? 'toggle__thumb toggle__thumb--on' : 'toggle__thumb',
            }),
            input: { className: 'toggle__input' },
          }}
        />
        Show line numbers
      </label>
    </ClassNameConfigurator>
  );
}
