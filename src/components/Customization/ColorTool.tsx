// The colour tool of customization/color: type or pick a colour, see the palette colour Material UI
// derives from it. Parsing and errors are the library's (src/customization/colorTool).
import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {paletteFromColor, toPickerValue} from '@site/src/customization/colorTool';
import styles from './styles.module.css';

const SHADES = ['light', 'main', 'dark'] as const;

export default function ColorTool({initial = '#1976d2'}: {initial?: string}): ReactNode {
  const [input, setInput] = useState(initial);
  const result = useMemo(() => paletteFromColor(input), [input]);
  const textId = useId();
  const errorId = useId();
  const pickerValue = toPickerValue(input) ?? '#000000';

  return (
    <div className={styles.tool} data-testid="color-tool">
      <div className={styles.field}>
        <label htmlFor={textId}>Main colour</label>
        <input
          id={textId}
          className={styles.textInput}
          value={input}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!result.ok}
          aria-describedby={result.ok ? undefined : errorId}
          onChange={(event) => setInput(event.target.value)}
        />
        <input
          type="color"
          aria-label="Pick a colour"
          value={pickerValue}
          onChange={(event) => setInput(event.target.value)}
        />
      </div>
      {result.ok ? (
        <div className={styles.paletteSwatches} aria-live="polite">
          {SHADES.map((shade) => (
            <div
              key={shade}
              className={styles.paletteSwatch}
              style={{background: result.palette[shade], color: result.textOn[shade]}}>
              <strong>{shade}</strong>
              <code style={{background: 'transparent', border: 0, color: 'inherit'}}>{result.palette[shade]}</code>
            </div>
          ))}
          <div
            className={styles.paletteSwatch}
            style={{background: result.palette.main, color: result.palette.contrastText}}>
            <strong>contrastText</strong>
            <code style={{background: 'transparent', border: 0, color: 'inherit'}}>{result.palette.contrastText}</code>
          </div>
        </div>
      ) : (
        <p id={errorId} className={styles.error} role="alert">
          {result.message}
        </p>
      )}
    </div>
  );
}
