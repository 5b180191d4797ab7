// Tables of the default theme's values for the customization pages, computed from createTheme()
// when the page renders (at build time, into the static HTML): never typed in by hand.
import React, {type ReactNode} from 'react';
import {createTheme} from '@mui/material/styles';
import {
  breakpointRows,
  paletteRows,
  paletteTokenRows,
  shadowRows,
  spacingRows,
  transitionRows,
  typographyRows,
  zIndexRows,
} from '@site/src/customization/themeValues';
import styles from './styles.module.css';

const lightTheme = createTheme();
const darkTheme = createTheme({palette: {mode: 'dark'}});

function Swatch({color}: {color: string}): ReactNode {
  return <span className={styles.swatch} style={{background: color}} aria-hidden="true" />;
}

export function BreakpointsTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Key</th>
          <th>Applies from (px)</th>
          <th>
            <code>theme.breakpoints.up(key)</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {breakpointRows(lightTheme).map((row) => (
          <tr key={row.key}>
            <td>
              <code>{row.key}</code>
            </td>
            <td>{row.minWidth}</td>
            <td>
              <code>{row.up}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpacingTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Call</th>
          <th>Result</th>
          <th>Size</th>
        </tr>
      </thead>
      <tbody>
        {spacingRows(lightTheme).map((row) => (
          <tr key={row.factor}>
            <td>
              <code>theme.spacing({row.factor})</code>
            </td>
            <td>
              <code>{row.value}</code>
            </td>
            <td>
              <span className={styles.spacingBar} style={{width: row.value}} aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShadowsTable(): ReactNode {
  return (
    <div className={styles.shadowGrid}>
      {shadowRows(lightTheme).map((row) => (
        <figure key={row.elevation} className={styles.shadowTile} style={{boxShadow: row.value}}>
          <figcaption>
            <strong>{row.elevation}</strong>
            <code>{row.value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function ZIndexTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Key</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {zIndexRows(lightTheme).map((row) => (
          <tr key={row.key}>
            <td>
              <code>theme.zIndex.{row.key}</code>
            </td>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypographyTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Variant</th>
          <th>Font size</th>
          <th>Weight</th>
          <th>Line height</th>
          <th>Letter spacing</th>
        </tr>
      </thead>
      <tbody>
        {typographyRows(lightTheme).map((row) => (
          <tr key={row.variant}>
            <td>
              <code>{row.variant}</code>
            </td>
            <td>
              <code>{row.fontSize}</code>
            </td>
            <td>{row.fontWeight}</td>
            <td>{row.lineHeight}</td>
            <td>{row.letterSpacing}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The base sizes the typography scale is computed from. */
export function TypographyBase(): ReactNode {
  const {fontSize, htmlFontSize, fontFamily} = lightTheme.typography;
  return (
    <ul>
      <li>
        <code>fontSize</code>: {fontSize} (px, the size the variants are scaled from)
      </li>
      <li>
        <code>htmlFontSize</code>: {htmlFontSize} (px, the root size <code>rem</code> values assume)
      </li>
      <li>
        <code>fontFamily</code>: <code>{fontFamily}</code>
      </li>
    </ul>
  );
}

export function PaletteTable({mode = 'light'}: {mode?: 'light' | 'dark'}): ReactNode {
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  return (
    <table>
      <thead>
        <tr>
          <th>Colour</th>
          <th>light</th>
          <th>main</th>
          <th>dark</th>
          <th>contrastText</th>
        </tr>
      </thead>
      <tbody>
        {paletteRows(theme).map((row) => (
          <tr key={row.color}>
            <td>
              <code>{row.color}</code>
            </td>
            {row.shades.map(({shade, value}) => (
              <td key={shade}>
                <Swatch color={value} /> <code>{value}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PaletteTokensTable({mode = 'light'}: {mode?: 'light' | 'dark'}): ReactNode {
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  return (
    <table>
      <thead>
        <tr>
          <th>Key</th>
          <th>Value ({mode})</th>
        </tr>
      </thead>
      <tbody>
        {paletteTokenRows(theme).map((row) => (
          <tr key={row.path}>
            <td>
              <code>palette.{row.path}</code>
            </td>
            <td>
              <Swatch color={row.value} /> <code>{row.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TransitionsTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Key</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {transitionRows(lightTheme).map((row) => (
          <tr key={`${row.group}.${row.key}`}>
            <td>
              <code>
                theme.transitions.{row.group}.{row.key}
              </code>
            </td>
            <td>
              <code>{row.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
